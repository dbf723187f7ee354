import { Accordion, AccordionItem } from '@shop/ui/Accordion';
import { Button } from '@shop/ui/Button';
import { Checkbox } from '@shop/ui/Checkbox';
import { FieldGroup } from '@shop/ui/FieldGroup';
import { Inline } from '@shop/ui/Inline';
import { Stack } from '@shop/ui/Stack';
import { TextArea } from '@shop/ui/TextArea';
import { TextField } from '@shop/ui/TextField';
import { useState } from 'react';
import { siteCopy } from '../../copy/site';
import { newKey, type FaqFormEntry, type FaqFormTopic } from '../../features/faq/faqForm';
import { MoveButtons, moved } from '../../features/forms/MoveButtons';
import type { ServerProblem } from '../../features/forms/serverProblem';
import { HindiLink } from '../../features/translation/HindiLink';
import { messageFor } from './siteProblems';

const copy = siteCopy.faq;
/** The contract's limit of questions in a topic. */
const MAX_ENTRIES = 100;

interface FaqTopicFieldsProps {
  topic: FaqFormTopic;
  index: number;
  count: number;
  /** Fewer than five are chosen for the home page, so another may be. */
  canChooseMore: boolean;
  problem: ServerProblem | null;
  onChange: (change: (topic: FaqFormTopic) => FaqFormTopic) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/** One topic: its title, its questions (each opened to edit), moved and removed as a whole. */
export function FaqTopicFields({ topic, index, count, canChooseMore, problem, onChange, onMove, onRemove }: FaqTopicFieldsProps) {
  const name = `topics.${index}`;
  // Open questions stay open while staff move them; a question just added opens, ready to type.
  const [expanded, setExpanded] = useState<Set<string | number>>(() => new Set());
  const setEntries = (change: (entries: FaqFormEntry[]) => FaqFormEntry[]) => onChange((current) => ({ ...current, entries: change(current.entries) }));
  const setEntry = (entryIndex: number, change: Partial<FaqFormEntry>) =>
    setEntries((entries) => entries.map((entry, i) => (i === entryIndex ? { ...entry, ...change } : entry)));

  return (
    <FieldGroup legend={copy.topicLegend(topic.title)} errorMessage={messageFor(problem, `${name}.entries`)}>
      <Stack gap="4">
        <Inline gap="2" alignY="bottom" wrap>
          <TextField
            name={`${name}.title`}
            label={copy.fields.title}
            isRequired
            value={topic.title}
            onChange={(title) => onChange((current) => ({ ...current, title }))}
            isInvalid={Boolean(messageFor(problem, `${name}.title`))}
            errorMessage={messageFor(problem, `${name}.title`)}
          />
          <Inline gap="2">
            <MoveButtons index={index} count={count} upLabel={copy.moveTopicUp(topic.title)} downLabel={copy.moveTopicDown(topic.title)} onMove={onMove} />
            <Button size="sm" variant="secondary" aria-label={copy.removeTopic(topic.title)} isDisabled={count === 1} onPress={onRemove}>
              ✕
            </Button>
            {/* A topic or question added here has its id, and its Hindi, once saved. */}
            <HindiLink href={topic.id && `/site/faq-topics/${topic.id}/hindi`} of={topic.title} />
          </Inline>
        </Inline>
        <Accordion allowsMultipleExpanded headingLevel={3} expandedKeys={expanded} onExpandedChange={setExpanded}>
          {topic.entries.map((entry, entryIndex) => {
            const field = `${name}.entries.${entryIndex}`;
            return (
              <AccordionItem key={entry.key} id={entry.key} title={copy.entryTitle(entry.question, entry.onHome)}>
                <Stack gap="4">
                  <TextField
                    name={`${field}.question`}
                    label={copy.fields.question}
                    isRequired
                    value={entry.question}
                    onChange={(question) => setEntry(entryIndex, { question })}
                    isInvalid={Boolean(messageFor(problem, `${field}.question`))}
                    errorMessage={messageFor(problem, `${field}.question`)}
                  />
                  <TextArea
                    name={`${field}.answer`}
                    label={copy.fields.answer}
                    description={copy.answerHelp}
                    isRequired
                    rows={6}
                    value={entry.answer}
                    onChange={(answer) => setEntry(entryIndex, { answer })}
                    isInvalid={Boolean(messageFor(problem, `${field}.answer`))}
                    errorMessage={messageFor(problem, `${field}.answer`)}
                  />
                  <Inline gap="3" alignY="center" wrap>
                    <Checkbox isSelected={entry.onHome} isDisabled={!entry.onHome && !canChooseMore} onChange={(onHome) => setEntry(entryIndex, { onHome })}>
                      {copy.fields.onHome}
                    </Checkbox>
                    <Inline gap="2">
                      <MoveButtons
                        index={entryIndex}
                        count={topic.entries.length}
                        upLabel={copy.moveUp(entry.question)}
                        downLabel={copy.moveDown(entry.question)}
                        onMove={(by) => setEntries((entries) => moved(entries, entryIndex, by))}
                      />
                      <Button size="sm" variant="secondary" aria-label={copy.remove(entry.question)} onPress={() => setEntries((entries) => entries.filter((_, i) => i !== entryIndex))}>
                        ✕
                      </Button>
                      <HindiLink href={entry.id && `/site/faq-questions/${entry.id}/hindi`} of={entry.question} />
                    </Inline>
                  </Inline>
                </Stack>
              </AccordionItem>
            );
          })}
        </Accordion>
        <Inline>
          {/* The topic is in the name only: its title can be too long for the button on a phone. */}
          <Button
            variant="secondary"
            aria-label={copy.addQuestionTo(topic.title)}
            isDisabled={topic.entries.length >= MAX_ENTRIES}
            onPress={() => {
              const key = newKey();
              setExpanded((current) => new Set([...current, key]));
              setEntries((entries) => [...entries, { id: '', question: '', answer: '', onHome: false, key }]);
            }}
          >
            {copy.addQuestion}
          </Button>
        </Inline>
      </Stack>
    </FieldGroup>
  );
}
