import { describe, expect, it } from 'vitest';
import { courseDecisionToast } from './course-approval.js';

describe('courseDecisionToast', () => {
  it('names the course and what the decision made of it', () => {
    expect(courseDecisionToast('Chess Club', 'published')).toBe('Approved "Chess Club": it is now published');
    expect(courseDecisionToast('Chess Club', 'draft')).toBe('Rejected "Chess Club": it is a draft again');
    expect(courseDecisionToast('Chess Club', 'pending')).toBe('"Chess Club" is still waiting for approval');
  });
});
