// What the other areas may use from this one (docs/decisions/023-module-boundaries.md).
export { publicDataVersion } from './home-version';
