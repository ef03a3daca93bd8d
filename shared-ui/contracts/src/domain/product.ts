export const PRODUCT_NAME = 'Forkcast';
export const TAGLINE = 'Where Food Decisions Meet Swiping and AI';
