import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUBJECT_MAX_LENGTH } from '../constants.js';
import {
  CourseMessageInputSchema,
  DirectMessageInputSchema,
  directRecipientIds,
  MESSAGE_MAX_RECIPIENTS,
  MESSAGE_MESSAGES,
  MessageListQuerySchema,
  ReplyInputSchema,
  replySubject,
} from './message-input.js';

function firstError(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const issue = result.error?.issues[0];
  return issue ? [issue.path.join('.'), issue.message] : null;
}

describe('message inputs (spec section 5: Teacher message and Compose)', () => {
  it.each([
    [{ content: '<p>x</p>' }, 'subject', MESSAGE_MESSAGES.subjectRequired],
    [{ subject: '   ', content: '<p>x</p>' }, 'subject', MESSAGE_MESSAGES.subjectRequired],
    [
      { subject: 'x'.repeat(SUBJECT_MAX_LENGTH + 1), content: '<p>x</p>' },
      'subject',
      MESSAGE_MESSAGES.subjectTooLong,
    ],
    [{ subject: 'Hi' }, 'content', MESSAGE_MESSAGES.contentRequired],
    [{ subject: 'Hi', content: '<p><br></p>' }, 'content', MESSAGE_MESSAGES.contentRequired],
    [{ subject: 'Hi', content: '<p>&nbsp;</p>' }, 'content', MESSAGE_MESSAGES.contentRequired],
  ])('a course message %j is refused on %s', (input, field, message) => {
    expect(firstError(CourseMessageInputSchema.safeParse(input))).toEqual([field, message]);
  });

  it('takes a subject of 255 characters, trimmed', () => {
    const parsed = CourseMessageInputSchema.parse({ subject: ` ${'x'.repeat(255)} `, content: '<p>x</p>' });
    expect(parsed.subject).toHaveLength(255);
  });

  it('a direct message needs one recipient at least and 500 at most', () => {
    const base = { subject: 'Hi', content: '<p>x</p>' };
    expect(firstError(DirectMessageInputSchema.safeParse(base))).toEqual([
      'to_user_ids',
      MESSAGE_MESSAGES.recipientRequired,
    ]);
    expect(firstError(DirectMessageInputSchema.safeParse({ ...base, to_user_ids: [] }))).toEqual([
      'to_user_ids',
      MESSAGE_MESSAGES.recipientRequired,
    ]);
    const tooMany = Array.from({ length: MESSAGE_MAX_RECIPIENTS + 1 }, (_, i) => i + 1);
    expect(firstError(DirectMessageInputSchema.safeParse({ ...base, to_user_ids: tooMany }))).toEqual([
      'to_user_ids',
      MESSAGE_MESSAGES.tooManyRecipients,
    ]);
    expect(DirectMessageInputSchema.safeParse({ ...base, to_user_id: '0' }).success).toBe(false);
  });

  it('counts each recipient once, whichever field names them', () => {
    const parsed = DirectMessageInputSchema.parse({
      subject: 'Hi',
      content: '<p>x</p>',
      to_user_id: 3,
      to_user_ids: [1, '2', 3, 1],
    });
    expect(directRecipientIds(parsed).sort()).toEqual([1, 2, 3]);
  });

  it('a reply needs text; its subject is optional', () => {
    expect(firstError(ReplyInputSchema.safeParse({ content: '<p></p>' }))).toEqual([
      'content',
      MESSAGE_MESSAGES.replyRequired,
    ]);
    expect(ReplyInputSchema.parse({ content: '<p>ok</p>' }).subject).toBeUndefined();
  });

  it('lists 20 a page, unread as a flag', () => {
    expect(MessageListQuerySchema.parse({})).toEqual({ page: 1, per_page: 20, unread: false });
    expect(MessageListQuerySchema.parse({ unread: 'true', page: '2' })).toMatchObject({
      page: 2,
      unread: true,
    });
    expect(MessageListQuerySchema.safeParse({ unread: 'yes' }).success).toBe(false);
  });
});

describe('replySubject', () => {
  it.each([
    ['Hello', 'Re: Hello'],
    ['  Hello ', 'Re: Hello'],
    ['Re: Hello', 'Re: Hello'],
    ['RE: Hello', 'RE: Hello'],
  ])('%j -> %j', (subject, expected) => {
    expect(replySubject(subject)).toBe(expected);
  });

  it('cuts at 255 characters without a trailing space', () => {
    expect(replySubject(`${'a'.repeat(250)} ${'b'.repeat(10)}`)).toBe(`Re: ${'a'.repeat(250)}`);
  });

  it('always gives a valid subject of at most 255 characters that starts with Re:', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: SUBJECT_MAX_LENGTH }).filter((s) => s.trim() !== ''),
        (s) => {
          const reply = replySubject(s);
          expect(reply.length).toBeLessThanOrEqual(SUBJECT_MAX_LENGTH);
          expect(reply).toMatch(/^re:/i);
          expect(replySubject(reply)).toBe(reply);
        },
      ),
    );
  });
});
