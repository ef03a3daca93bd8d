// serialize-javascript ships no types; the one call the server pages make (server/document.ts).
declare module 'serialize-javascript' {
  export default function serialize(value: unknown, options?: { isJSON?: boolean; space?: number | string }): string;
}
