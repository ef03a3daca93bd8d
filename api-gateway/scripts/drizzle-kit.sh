#!/usr/bin/env sh
# drizzle-kit is hoisted to the root node_modules, but drizzle-orm is installed only under api-gateway/,
# and drizzle-kit finds drizzle-orm with an ESM import() (which ignores NODE_PATH). So run it from a
# throw-away node_modules made of symlinks (root packages + the gateway's drizzle-orm) with
# --preserve-symlinks, until the lockfile hoists drizzle-orm too. Usage: scripts/drizzle-kit.sh generate
set -e
pkg_dir=$(cd "$(dirname "$0")/.." && pwd)
root_modules="$pkg_dir/../node_modules"
shadow=$(mktemp -d)
trap 'rm -rf "$shadow"' EXIT
mkdir -p "$shadow/node_modules"
for entry in "$root_modules"/* "$root_modules"/.bin; do
  ln -s "$entry" "$shadow/node_modules/$(basename "$entry")"
done
ln -sfn "$pkg_dir/node_modules/drizzle-orm" "$shadow/node_modules/drizzle-orm"
cd "$pkg_dir"
exec node --preserve-symlinks --preserve-symlinks-main "$shadow/node_modules/drizzle-kit/bin.cjs" "$@"
