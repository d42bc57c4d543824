import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Select, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ErrorState } from '../../../components/page-states';
import { riskAlertKeys } from '../../../lib/query-keys';
import {
  alertRuleKindLabels,
  deadlineHoursSchema,
  ltvLinePercentSchema,
  type NewAlertRule,
} from '../../../shared/risk-alerts';
import { alertRuleKinds } from '../../../shared/risk-alert-list';
import { addAlertRule } from '../api/alert-rules-api';
import type { LoanChoice } from '../api/loan-choices';

const ANY_LOAN = 'any';

const formSchema = z
  .object({
    kind: z.enum(alertRuleKinds),
    linePercent: z.string().trim(),
    hours: z.string().trim(),
    loanId: z.string(),
    browser: z.boolean(),
    email: z.boolean(),
  })
  .superRefine((values, ctx) => {
    const field =
      values.kind === 'ltv-above'
        ? { path: 'linePercent', schema: ltvLinePercentSchema, value: values.linePercent }
        : values.kind === 'deadline-within'
          ? { path: 'hours', schema: deadlineHoursSchema, value: values.hours }
          : undefined;
    const checked = field?.schema.safeParse(field.value);
    if (field !== undefined && checked?.success === false) {
      ctx.addIssue({
        code: 'custom',
        path: [field.path],
        message: checked.error.issues[0]?.message ?? 'Enter a number',
      });
    }
  });
type FormValues = z.infer<typeof formSchema>;

function ruleOf(values: FormValues, choices: readonly LoanChoice[]): NewAlertRule {
  const picked = choices.find((choice) => choice.value === values.loanId);
  const loan = picked === undefined ? null : { loanId: picked.value, name: picked.label };
  const channels = { browser: values.browser, email: values.email };
  switch (values.kind) {
    case 'ltv-above':
      return { condition: { kind: 'ltv-above', linePercent: values.linePercent, loan }, channels };
    case 'deadline-within':
      return { condition: { kind: 'deadline-within', hours: values.hours, loan }, channels };
    case 'margin-call-opened':
      return { condition: { kind: 'margin-call-opened', loan }, channels };
    default:
      return { condition: { kind: values.kind }, channels };
  }
}

/** Kinds that watch loans, and so offer the loan picker. */
const loanKinds = new Set<FormValues['kind']>([
  'ltv-above',
  'margin-call-opened',
  'deadline-within',
]);

/** Adds a rule: what to watch, on which loan (by name) or any, and where to be told. */
export function NewAlertRuleForm({
  choices,
  emailAvailable,
}: {
  choices: readonly LoanChoice[];
  emailAvailable: boolean;
}) {
  const queryClient = useQueryClient();
  const defaultValues: FormValues = {
    kind: 'ltv-above',
    linePercent: '',
    hours: '',
    loanId: ANY_LOAN,
    browser: false,
    email: false,
  };
  const form = useForm({ resolver: zodResolver(formSchema), defaultValues });
  const add = useMutation({
    mutationFn: addAlertRule,
    onSuccess: async () => {
      form.reset();
      await queryClient.invalidateQueries({ queryKey: riskAlertKeys.rules() });
    },
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  return (
    <form
      aria-label="New risk alert rule"
      noValidate
      onSubmit={(event) =>
        void form.handleSubmit((values) => add.mutate(ruleOf(values, choices)))(event)
      }
    >
      <Stack gap="sm">
        <Group align="flex-start" grow>
          <Controller
            control={form.control}
            name="kind"
            render={({ field }) => (
              <Select
                label="Alert me on"
                data={alertRuleKinds.map((value) => ({ value, label: alertRuleKindLabels[value] }))}
                allowDeselect={false}
                value={field.value}
                onChange={(value) => field.onChange(value ?? 'ltv-above')}
              />
            )}
          />
          {kind === 'ltv-above' ? (
            <TextInput
              label="LTV line (%)"
              placeholder="e.g. 80"
              inputMode="decimal"
              {...form.register('linePercent')}
              error={form.formState.errors.linePercent?.message}
            />
          ) : null}
          {kind === 'deadline-within' ? (
            <TextInput
              label="Hours before the deadline"
              description="A margin call’s deadline or the loan’s maturity"
              placeholder="e.g. 24"
              inputMode="decimal"
              {...form.register('hours')}
              error={form.formState.errors.hours?.message}
            />
          ) : null}
        </Group>
        {loanKinds.has(kind) ? (
          <Controller
            control={form.control}
            name="loanId"
            render={({ field }) => (
              <Select
                label="Loan"
                description="By the other side’s name, the loan’s amount and its reference"
                data={[{ value: ANY_LOAN, label: 'Any loan' }, ...choices]}
                searchable
                // Typing a name or reference and pressing Enter picks the first match.
                selectFirstOptionOnChange
                allowDeselect={false}
                value={field.value}
                onChange={(value) => field.onChange(value ?? ANY_LOAN)}
              />
            )}
          />
        ) : null}
        <Group>
          <Checkbox label="Bell" checked disabled description="Always" />
          <Checkbox label="Browser notification" {...form.register('browser')} />
          <Checkbox
            label="Email"
            disabled={!emailAvailable}
            {...form.register('email')}
            {...(emailAvailable ? {} : { description: 'Not set up on this server' })}
          />
        </Group>
        {add.error ? <ErrorState error={add.error} /> : null}
        <Group>
          <Button type="submit" loading={add.isPending}>
            Add rule
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
