// serialize-javascript ships no types; the one call the gateway makes (modules/pages/start-scripts.ts).
declare module 'serialize-javascript' {
  export default function serialize(value: unknown, options?: { isJSON?: boolean; space?: number | string }): string;
}
