import type { LineOf } from './repository.js';

/**
 * What a module that can free a place (an RSVP denied or deleted, an unenrolment, a raised capacity) calls
 * after its commit, so the waitlist offers the place to the first in line. Optional: without it (tests that
 * build a service alone) nothing is offered.
 */
export interface PlacesFreedHook {
  placesFreed?: (line: LineOf) => Promise<void>;
}
