import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ErrorState } from '../../../components/page-states';
import { contractAbiKeys } from '../../../lib/query-keys';
import { registerContractAbiRequestSchema, type ContractAbi } from '../../../shared/contract-abis';
import { registerContractAbi } from '../api/admin-queries';

/** The form's fields, checked by the same rules the server applies to the request they make. */
const formSchema = z
  .object({ name: z.string(), anyContract: z.boolean(), address: z.string(), abi: z.string() })
  .superRefine((values, ctx) => {
    const checked = registerContractAbiRequestSchema.safeParse(requestOf(values));
    for (const issue of checked.error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', path: issue.path.slice(0, 1), message: issue.message });
    }
  });
type FormValues = z.infer<typeof formSchema>;

function requestOf(values: FormValues) {
  return {
    name: values.name,
    address: values.anyContract ? null : values.address,
    abi: values.abi,
  };
}

/** What is typed is an address or JSON: monospace, while labels stay in the page's font. */
const monospaceInput = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } };

/** Register an ABI: a name, the contract (or any contract) and the ABI's JSON as published. */
export function ContractAbiForm({ onAdded }: { onAdded: (entry: ContractAbi) => void }) {
  const queryClient = useQueryClient();
  const form = useForm<FormValues>({
    defaultValues: { name: '', anyContract: false, address: '', abi: '' },
    resolver: zodResolver(formSchema),
  });
  const add = useMutation({
    mutationFn: (values: FormValues) => registerContractAbi(requestOf(values)),
    onSuccess: async (entry) => {
      form.reset();
      onAdded(entry);
      await queryClient.invalidateQueries({ queryKey: contractAbiKeys.all });
    },
  });
  const { errors } = form.formState;
  const anyContract = useWatch({ control: form.control, name: 'anyContract' });
  return (
    <form
      noValidate
      aria-label="Register a contract ABI"
      onSubmit={(event) => void form.handleSubmit((values) => add.mutate(values))(event)}
    >
      <Stack gap="sm" maw={720}>
        <TextInput
          label="Name"
          description="What reviewers will read, e.g. the protocol and contract."
          {...form.register('name')}
          error={errors.name?.message}
        />
        <Checkbox
          label="Decode calls to any contract with this ABI"
          description="For a standard interface many contracts share. Otherwise it applies to one contract only."
          {...form.register('anyContract')}
        />
        {anyContract ? null : (
          <TextInput
            label="Contract address"
            autoComplete="off"
            spellCheck={false}
            styles={monospaceInput}
            {...form.register('address')}
            error={errors.address?.message}
          />
        )}
        <Textarea
          label="ABI (JSON)"
          description="The contract's ABI as a JSON array, as its publisher or block explorer gives it."
          autosize
          minRows={4}
          maxRows={14}
          spellCheck={false}
          styles={monospaceInput}
          {...form.register('abi')}
          error={errors.abi?.message}
        />
        {add.error ? <ErrorState error={add.error} /> : null}
        <Group>
          <Button type="submit" loading={add.isPending}>
            Register ABI
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
