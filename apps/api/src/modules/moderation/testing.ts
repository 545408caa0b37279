/** Use cases the other areas' tests drive to put listings in a state (docs/decisions/023-module-boundaries.md). */
export { approveListing } from './approve-listing';
export { rejectListing } from './reject-listing';
