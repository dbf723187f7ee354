import { useDecideReturnMutation, useReceiveReturnMutation, useResolveReturnMutation, type AdminReturn } from '@shop/api-client/admin';
import { formatRupees, paiseToRupees } from '@shop/rules';
import { Button } from '@shop/ui/Button';
import { FormErrorSummary } from '@shop/ui/FormErrorSummary';
import { LinkButton } from '@shop/ui/LinkButton';
import { NumberField } from '@shop/ui/NumberField';
import { Radio, RadioGroup } from '@shop/ui/RadioGroup';
import { SectionHeader } from '@shop/ui/SectionHeader';
import { Stack } from '@shop/ui/Stack';
import { Surface } from '@shop/ui/Surface';
import { Text } from '@shop/ui/Text';
import { TextArea } from '@shop/ui/TextArea';
import { TextField } from '@shop/ui/TextField';
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { returnsCopy } from '../../copy/returns';
import { fieldMessages, serverProblem, type ServerProblem } from '../../features/forms/serverProblem';
import { notify } from '../../features/toasts';

const copy = returnsCopy.detail;

/** Approve (our courier collects it, or the customer sends it) or reject with a reason the shopper reads. */
export function DecisionPanel({ ret }: { ret: AdminReturn }) {
  const [decide, { isLoading }] = useDecideReturnMutation();
  const [decision, setDecision] = useState<'approve' | 'reject'>('approve');
  const [pickup, setPickup] = useState<'carrier' | 'self'>('carrier');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<ServerProblem | null>(null);
  const words = copy.decision;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    const body = decision === 'approve' ? { version: ret.version, decision, pickup } : { version: ret.version, decision, reason: reason.trim() };
    const result = await decide({ id: ret.id, returnDecision: body });
    if ('error' in result) return void setProblem(serverProblem(result.error, copy));
    notify.success(decision === 'approve' ? words.approved : words.rejected);
  };

  return (
    <Surface as="section" aria-labelledby="return-decision">
      <SectionHeader title={words.heading} titleId="return-decision" />
      <Form onSubmit={(event) => void submit(event)} validationBehavior="aria" validationErrors={fieldMessages(problem, ['reason', 'pickup'] as const)}>
        <Stack gap="4">
          {problem && <FormErrorSummary title={words.problem} detail={problem.detail} errors={problem.errors} fieldLabels={{ reason: words.reason, pickup: words.pickup, version: words.heading }} />}
          <RadioGroup label={words.heading} value={decision} onChange={(value) => setDecision(value as 'approve' | 'reject')} orientation="horizontal">
            <Radio value="approve">{words.approve}</Radio>
            <Radio value="reject">{words.reject}</Radio>
          </RadioGroup>
          {decision === 'approve' ? (
            <RadioGroup name="pickup" label={words.pickup} value={pickup} onChange={(value) => setPickup(value as 'carrier' | 'self')}>
              <Radio value="carrier">{words.carrier}</Radio>
              <Radio value="self">{words.self}</Radio>
            </RadioGroup>
          ) : (
            <TextArea name="reason" label={words.reason} isRequired maxLength={1000} rows={3} value={reason} onChange={setReason} />
          )}
          <div>
            <Button type="submit" isPending={isLoading} pendingLabel={words.pending} variant={decision === 'reject' ? 'danger' : 'primary'}>
              {decision === 'approve' ? words.approve : words.reject}
            </Button>
          </div>
        </Stack>
      </Form>
    </Surface>
  );
}

/** What came back of each line, sellable and damaged, and the quality check; a failed check needs a note. */
export function ReceiptPanel({ ret }: { ret: AdminReturn }) {
  const [receive, { isLoading }] = useReceiveReturnMutation();
  const [counts, setCounts] = useState(() => Object.fromEntries(ret.lines.map((line) => [line.order_item_id, { sellable: line.quantity, damaged: 0 }])));
  const [quality, setQuality] = useState<'passed' | 'failed'>('passed');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<ServerProblem | null>(null);
  const words = copy.receipt;

  const set = (id: number, field: 'sellable' | 'damaged', value: number) => setCounts({ ...counts, [id]: { ...counts[id]!, [field]: Number.isNaN(value) ? 0 : value } });
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    const lines = ret.lines.map((line) => ({ order_item_id: line.order_item_id, ...counts[line.order_item_id]! }));
    const result = await receive({ id: ret.id, returnReceipt: { version: ret.version, lines, quality, note: note.trim() === '' ? null : note.trim() } });
    if ('error' in result) return void setProblem(serverProblem(result.error, copy));
    notify.success(words.done);
  };

  return (
    <Surface as="section" aria-labelledby="return-receipt">
      <SectionHeader title={words.heading} titleId="return-receipt" />
      <Form onSubmit={(event) => void submit(event)} validationBehavior="aria" validationErrors={fieldMessages(problem, ['note'] as const)}>
        <Stack gap="4">
          {problem && <FormErrorSummary title={words.problem} detail={problem.detail} errors={problem.errors} fieldLabels={{ note: words.note, version: words.heading }} />}
          {ret.lines.map((line) => (
            <Stack key={line.order_item_id} gap="2">
              <Text weight="semibold">{copy.line(line.quantity, line.product_name)}</Text>
              <NumberField label={words.sellable(line.product_name)} minValue={0} maxValue={line.quantity} value={counts[line.order_item_id]!.sellable} onChange={(value) => set(line.order_item_id, 'sellable', value)} />
              <NumberField label={words.damaged(line.product_name)} minValue={0} maxValue={line.quantity} value={counts[line.order_item_id]!.damaged} onChange={(value) => set(line.order_item_id, 'damaged', value)} />
            </Stack>
          ))}
          <RadioGroup label={words.quality} value={quality} onChange={(value) => setQuality(value as 'passed' | 'failed')}>
            <Radio value="passed">{words.passed}</Radio>
            <Radio value="failed">{words.failed}</Radio>
          </RadioGroup>
          <TextArea name="note" label={words.note} isRequired={quality === 'failed'} maxLength={1000} rows={3} value={note} onChange={setNote} />
          <div>
            <Button type="submit" isPending={isLoading} pendingLabel={words.pending}>
              {words.submit}
            </Button>
          </div>
        </Stack>
      </Form>
    </Surface>
  );
}

/** The refund (with a transfer reference for cash on delivery) or the replacement the shopper asked for; once done, what was done. */
export function ResolutionPanel({ ret }: { ret: AdminReturn }) {
  const [resolve, { isLoading }] = useResolveReturnMutation();
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState<ServerProblem | null>(null);
  const words = copy.resolution;
  const amount = formatRupees(paiseToRupees(ret.refund_paise));
  const byTransfer = ret.payment_method === 'cash_on_delivery' && ret.resolution === 'refund';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    const result = await resolve({ id: ret.id, returnResolution: { version: ret.version, ...(byTransfer ? { reference: reference.trim() } : {}) } });
    if ('error' in result) return void setProblem(serverProblem(result.error, copy));
    notify.success(words.done);
  };

  return (
    <Surface as="section" aria-labelledby="return-resolution">
      <SectionHeader title={words.heading} titleId="return-resolution" />
      {ret.status === 'refunded' && ret.refund && <Text>{words.refunded(formatRupees(paiseToRupees(ret.refund.amount_paise)), ret.refund.credit_note_number)}</Text>}
      {ret.status === 'replaced' && ret.replacement_order_id !== null && (
        <Stack gap="2">
          <Text>{words.replaced(ret.replacement_order_id)}</Text>
          <div>
            <LinkButton href={`/orders/${ret.replacement_order_id}`} variant="secondary" size="sm">
              {words.openReplacement}
            </LinkButton>
          </div>
        </Stack>
      )}
      {ret.status === 'received' && (
        <Form onSubmit={(event) => void submit(event)} validationBehavior="aria" validationErrors={fieldMessages(problem, ['reference'] as const)}>
          <Stack gap="4">
            {problem && <FormErrorSummary title={words.problem} detail={problem.detail} errors={problem.errors} fieldLabels={{ reference: words.reference, version: words.heading }} />}
            {byTransfer && <TextField name="reference" label={words.reference} description={words.referenceHint} isRequired maxLength={100} value={reference} onChange={setReference} />}
            <div>
              <Button type="submit" isPending={isLoading} pendingLabel={words.pending}>
                {ret.resolution === 'refund' ? words.refund(amount) : words.replace}
              </Button>
            </div>
          </Stack>
        </Form>
      )}
    </Surface>
  );
}
