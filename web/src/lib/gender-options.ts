import { genderLabel } from '@campus/sdk';

/** Select or radio options for the given genders, labelled as every screen shows them ('Male'). */
export function genderOptions(genders: readonly string[]) {
  return genders.map((gender) => ({ value: gender, label: genderLabel(gender) }));
}
