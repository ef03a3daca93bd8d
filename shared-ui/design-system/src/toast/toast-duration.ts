/** docs/product.md › Limits and constants: default toast duration. */
export const TOAST_DURATION_MS = 5000;
