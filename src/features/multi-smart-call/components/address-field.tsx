import { Select, Stack, TextInput } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { getAddress, isAddress } from 'viem';
import { readableErrorStyles, readableMonospaceStyles } from '../../../components/readable-errors';
import type { AddressNamer } from '../../../components/smart-call-words';
import { addressInWords, type AddressChoice } from '../address-choices';
import type { MscFormValues } from '../msc-form';
import { useCallErrors } from './use-call-errors';

/**
 * A chosen entry's address in its EIP-55 spelling: the address book is the record of the
 * address, but may store it in any letter case, which a typed address would be refused for.
 */
function checksummed(address: string): string {
  return isAddress(address, { strict: false }) ? getAddress(address) : address;
}

type AddressPath = `calls.${number}.contract` | `calls.${number}.args.${number}`;

/**
 * An address, chosen by name (address book, known tokens) or typed; what the typed address
 * is shown under it, so a pasted address is recognised (or not) before the review.
 */
export function AddressField(props: {
  index: number;
  name: AddressPath;
  label: string;
  description: string;
  groups: readonly { group: string; choices: readonly AddressChoice[] }[];
  nameOf: AddressNamer;
}) {
  const { register, setValue } = useFormContext<MscFormValues>();
  const typed = useWatch<MscFormValues, AddressPath>({ name: props.name });
  const error = useCallErrors(props.index)(props.name);
  const all = props.groups.flatMap((group) => group.choices);
  const chosen = all.find((choice) => choice.address.toLowerCase() === typed.trim().toLowerCase());
  const known = typed.trim() === '' ? undefined : addressInWords(typed.trim(), props.nameOf);
  return (
    <Stack gap={4}>
      <Select
        label={props.label}
        description={props.description}
        placeholder="Choose by name"
        searchable
        clearable
        data={props.groups
          .filter((group) => group.choices.length > 0)
          .map((group) => ({
            group: group.group,
            items: group.choices.map((choice) => ({
              value: choice.address,
              label:
                choice.unavailable === undefined
                  ? choice.label
                  : `${choice.label} (unavailable: ${choice.unavailable})`,
              disabled: choice.unavailable !== undefined,
            })),
          }))}
        value={chosen?.address ?? null}
        onChange={(address) =>
          setValue(props.name, address === null ? '' : checksummed(address), {
            shouldDirty: true,
            shouldValidate: true,
          })
        }
        nothingFoundMessage="No name matches: type the address below"
        styles={readableErrorStyles}
      />
      <TextInput
        label={`${props.label}: address`}
        description={
          known ??
          (typed.trim() === ''
            ? 'Or type it: 0x and 40 hexadecimal digits'
            : 'Not in the address book or the known tokens')
        }
        autoComplete="off"
        spellCheck={false}
        styles={readableMonospaceStyles}
        error={error}
        {...register(props.name)}
      />
    </Stack>
  );
}
