/**
 * The dashboard area's public face: what the other areas may import from it (the rest of its
 * files are its own; docs/decisions/023-module-boundaries.md).
 */
export { dayIn } from './day-window';
