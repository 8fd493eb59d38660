import { CATALOGUE_VALUES } from '@tariq/contracts/labels';
import type { TCatalogueLabels } from '@tariq/contracts/labels';
import { Chip, Group, Input, Loader } from '@mantine/core';
import { useId } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useCatalogueLabels } from '../../lib/use-catalogue-labels';

/** A catalogue list whose labels are `catalogue.<list>.<value>`: an option list of OPTION_LISTS, or truck classes… */
export type TChoiceList = keyof TCatalogueLabels;

type TChoiceChipsBaseProps = {
  list: TChoiceList;
  /** The values offered, in this order (default: the whole list). */
  values?: readonly string[];
  /** Names the group ("Types de marchandises"). */
  label: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
};

export type TChoiceChipsProps = TChoiceChipsBaseProps &
  (
    | { multiple: true; value: string[]; onChange: (value: string[]) => void }
    | { multiple?: false; value: string | null; onChange: (value: string) => void }
  );

/**
 * The values of a catalogue list as chips, one or several chosen. Single choice uses radio inputs
 * (arrow keys move between them), multiple choice checkboxes (Tab, then Space).
 */
export function ChoiceChips(props: TChoiceChipsProps) {
  const { list, values = CATALOGUE_VALUES[list], label, error, required, disabled } = props;
  const { t, ready } = useCatalogueLabels();
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;

  const chips = values.map((value) => (
    <Chip
      key={value}
      value={value}
      // One name per group: the browser then treats the radios as one group for the arrow keys.
      name={id}
      type={props.multiple ? 'checkbox' : 'radio'}
      disabled={disabled}
      aria-describedby={error ? errorId : undefined}
    >
      {t(`catalogue.${list}.${value}`)}
    </Chip>
  ));

  return (
    <Input.Wrapper
      labelElement="div"
      label={label}
      labelProps={{ id: labelId }}
      required={required}
      error={error}
      errorProps={{ id: errorId }}
    >
      <Group
        gap="xs"
        mt={4}
        role={props.multiple ? 'group' : 'radiogroup'}
        aria-labelledby={labelId}
        // Valid on a radiogroup only; checkboxes carry the error through aria-describedby.
        aria-required={!props.multiple && required ? true : undefined}
        aria-invalid={!props.multiple && error ? true : undefined}
      >
        {!ready ? (
          <Loader size="xs" aria-hidden />
        ) : props.multiple ? (
          <Chip.Group multiple value={props.value} onChange={props.onChange}>
            {chips}
          </Chip.Group>
        ) : (
          <Chip.Group multiple={false} value={props.value} onChange={props.onChange}>
            {chips}
          </Chip.Group>
        )}
      </Group>
    </Input.Wrapper>
  );
}
