import { useGetAdminFaqQuery, useUpdateAdminFaqMutation, type AdminFaq } from '@shop/api-client/admin';
import { Button } from '@shop/ui/Button';
import { EditorForm } from '@shop/ui/EditorForm';
import { Stack } from '@shop/ui/Stack';
import { Text } from '@shop/ui/Text';
import { useState } from 'react';
import { siteCopy } from '../../copy/site';
import { fromFaqForm, HOME_FAQ_LIMIT, homeCount, newKey, toFaqForm, type FaqFormTopic } from '../../features/faq/faqForm';
import { moved } from '../../features/forms/MoveButtons';
import { SaveProblem } from '../../features/forms/SaveProblem';
import { VersionedForm } from '../../features/forms/VersionedForm';
import type { ServerProblem } from '../../features/forms/serverProblem';
import { useSaveAttempt } from '../../features/forms/useSaveAttempt';
import { notify } from '../../features/toasts';
import { FaqTopicFields } from './FaqTopicFields';
import { messageFor, problemWords } from './siteProblems';

const copy = siteCopy.faq;
/** The contract's limit of topics. */
const MAX_TOPICS = 20;

/** Every topic, question and answer: edit, add, remove, move, choose the home page's five; saved whole with the version read. */
export function FaqPanel() {
  const faq = useGetAdminFaqQuery();
  return <VersionedForm query={faq} words={{ ...copy, retry: siteCopy.retry }} form={FaqForm} />;
}

function FaqForm({ saved, onReload }: { saved: AdminFaq; onReload: () => void }) {
  const [update, updating] = useUpdateAdminFaqMutation();
  const [topics, setTopics] = useState<FaqFormTopic[]>(() => toFaqForm(saved));
  const { problem, attempt } = useSaveAttempt(problemWords);
  const chosen = homeCount(topics);

  const submit = () =>
    attempt(async () => {
      await update({ adminFaq: fromFaqForm(topics, saved.version) }).unwrap();
      notify.success(copy.saved);
    });

  const changeTopic = (index: number) => (change: (topic: FaqFormTopic) => FaqFormTopic) =>
    setTopics((current) => current.map((topic, i) => (i === index ? change(topic) : topic)));

  return (
    <EditorForm
      label={copy.formLabel}
      onSubmit={() => void submit()}
      problem={problem && <SaveProblem problem={problem} fieldLabels={faqFieldLabels(problem, topics)} words={siteCopy} onReload={onReload} />}
      saveLabel={copy.save}
      savingLabel={siteCopy.saving}
      isSaving={updating.isLoading}
      barActions={
        <Button
          variant="secondary"
          isDisabled={topics.length >= MAX_TOPICS}
          onPress={() => setTopics((current) => [...current, { id: '', title: '', entries: [], key: newKey() }])}
        >
          {copy.addTopic}
        </Button>
      }
    >
      <Stack gap="2">
        <Text tone="muted">{copy.help}</Text>
        <Text weight="bold" aria-live="polite" tone={messageFor(problem, 'on_home') ? 'critical' : undefined}>
          {copy.homeChosen(chosen, HOME_FAQ_LIMIT)}
        </Text>
      </Stack>
      {topics.map((topic, index) => (
        <FaqTopicFields
          key={topic.key}
          topic={topic}
          index={index}
          count={topics.length}
          canChooseMore={chosen < HOME_FAQ_LIMIT}
          problem={problem}
          onChange={changeTopic(index)}
          onMove={(by) => setTopics((current) => moved(current, index, by))}
          onRemove={() => setTopics((current) => current.filter((_, i) => i !== index))}
        />
      ))}
    </EditorForm>
  );
}

/** Names the server's fields (`topics.1.entries.0.answer`) the way staff see them: "Topic 2, question 1: Answer". */
function faqFieldLabels(problem: ServerProblem, topics: readonly FaqFormTopic[]): Record<string, string> {
  const labels: Record<string, string> = { version: siteCopy.conflictTitle, on_home: copy.fields.onHome, 'topics.id': copy.fields.title, 'entries.id': copy.fields.question };
  for (const field of Object.keys(problem.errors)) {
    const match = /^topics\.(\d+)(?:\.entries\.(\d+))?\.([a-z_]+)/.exec(field);
    if (!match || !topics[Number(match[1])]) continue;
    const name = match[3] === 'on_home' ? 'onHome' : match[3];
    const words = copy.fields[name as keyof typeof copy.fields] ?? match[3]!;
    labels[field] = copy.fieldLabel(Number(match[1]) + 1, match[2] === undefined ? undefined : Number(match[2]) + 1, words);
  }
  return labels;
}
