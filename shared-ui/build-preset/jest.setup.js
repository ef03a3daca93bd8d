// Browser APIs jsdom lacks (TextEncoder for react-router, matchMedia, …) must exist before any test imports them.
require('./dom-shims');
require('@testing-library/jest-dom');
