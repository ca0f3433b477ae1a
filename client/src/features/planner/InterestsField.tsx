import { ToggleChipGroup } from '../../components/ToggleChipGroup';
import { FieldLabel } from './FieldLabel';

/**
 * 'Interests?': any of the 19 interests (the server's list), as toggle chips. Choices from
 * elsewhere (the wizard's activities, handed over by 'Modify Trip') are shown after them, so they
 * can be seen and removed.
 */
export function InterestsField({ interests, value, onChange }: { interests: readonly string[]; value: readonly string[]; onChange: (interests: string[]) => void }) {
  return (
    <ToggleChipGroup
      renderLabel={(id) => (
        <FieldLabel component="span" id={id}>
          Interests?
        </FieldLabel>
      )}
      options={interests}
      value={value}
      onChange={onChange}
      paper
    />
  );
}
