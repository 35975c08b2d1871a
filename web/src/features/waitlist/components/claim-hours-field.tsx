import { WAITLIST_CLAIM_HOURS_MAX, WAITLIST_CLAIM_HOURS_MIN } from '@campus/sdk';
import { NumberInput, type NumberInputProps } from '@mantine/core';

/**
 * The claim window of an event's or course's waitlist, in hours (default 24): how long a freed place
 * offered to the first in line stays theirs to claim.
 */
export function ClaimHoursField(
  props: Pick<NumberInputProps, 'value' | 'onChange' | 'error' | 'onBlur' | 'onFocus'>,
) {
  return (
    <NumberInput
      label="Waitlist claim window (hours)"
      description={`How long a place offered from the waitlist stays open to claim (${WAITLIST_CLAIM_HOURS_MIN} to ${WAITLIST_CLAIM_HOURS_MAX} hours)`}
      min={WAITLIST_CLAIM_HOURS_MIN}
      max={WAITLIST_CLAIM_HOURS_MAX}
      clampBehavior="none"
      step={1}
      allowDecimal={false}
      allowNegative={false}
      {...props}
    />
  );
}
