import { useGetAdminAnnouncementsQuery, useUpdateAdminAnnouncementsMutation, type AdminAnnouncements } from '@shop/api-client/admin';
import { Button } from '@shop/ui/Button';
import { EditorForm } from '@shop/ui/EditorForm';
import { FieldGroup } from '@shop/ui/FieldGroup';
import { Inline } from '@shop/ui/Inline';
import { Stack } from '@shop/ui/Stack';
import { TextField } from '@shop/ui/TextField';
import { useState } from 'react';
import { siteCopy } from '../../copy/site';
import { MoveButtons, moved } from '../../features/forms/MoveButtons';
import { VersionedForm } from '../../features/forms/VersionedForm';
import { useSaveAttempt } from '../../features/forms/useSaveAttempt';
import { notify } from '../../features/toasts';
import { SaveProblem } from '../../features/forms/SaveProblem';
import { HindiLink } from '../../features/translation/HindiLink';
import { messageFor, problemWords } from './siteProblems';

const copy = siteCopy.announcements;
/** The contract's limit: more would take too long to come round in the bar. */
const MAX_MESSAGES = 8;

/**
 * The bar's messages: edit, add, remove and move them, then save the list with the version read. Each saved message
 * keeps its id through edits and moves (a new one gets its id when saved), and has its Hindi page.
 */
export function AnnouncementsPanel() {
  const list = useGetAdminAnnouncementsQuery();
  return <VersionedForm query={list} words={{ ...copy, retry: siteCopy.retry }} form={AnnouncementsForm} />;
}

interface FormMessage {
  id?: string;
  text: string;
}

function AnnouncementsForm({ saved, onReload }: { saved: AdminAnnouncements; onReload: () => void }) {
  const [update, updating] = useUpdateAdminAnnouncementsMutation();
  const [messages, setMessages] = useState<FormMessage[]>(() => saved.messages.map((message) => ({ ...message })));
  const { problem, attempt } = useSaveAttempt(problemWords);

  const submit = () =>
    attempt(async () => {
      await update({ adminAnnouncementsInput: { messages: messages.map((message) => ({ ...message, text: message.text.trim() })), version: saved.version } }).unwrap();
      notify.success(copy.saved);
    });

  return (
    <EditorForm
      label={copy.formLabel}
      onSubmit={() => void submit()}
      problem={problem && <SaveProblem problem={problem} fieldLabels={{ messages: copy.formLabel, version: siteCopy.conflictTitle }} words={siteCopy} onReload={onReload} />}
      saveLabel={copy.save}
      savingLabel={siteCopy.saving}
      isSaving={updating.isLoading}
      barActions={
        <Button variant="secondary" isDisabled={messages.length >= MAX_MESSAGES} onPress={() => setMessages((current) => [...current, { text: '' }])}>
          {copy.add}
        </Button>
      }
    >
      <FieldGroup legend={copy.formLabel} description={copy.help} errorMessage={messageFor(problem, 'messages')}>
        <Stack gap="4">
          {messages.map((message, index) => (
            <Inline key={index} gap="2" alignY="bottom" wrap>
              <TextField
                name={`messages.${index}`}
                label={copy.message(index + 1)}
                isRequired
                value={message.text}
                onChange={(text) => setMessages((current) => current.map((m, i) => (i === index ? { ...m, text } : m)))}
              />
              {/* The three buttons wrap together, below the field on a phone. */}
              <Inline gap="2">
                <MoveButtons
                  index={index}
                  count={messages.length}
                  upLabel={copy.moveUp(index + 1)}
                  downLabel={copy.moveDown(index + 1)}
                  onMove={(by) => setMessages((current) => moved(current, index, by))}
                />
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={copy.remove(index + 1)}
                  isDisabled={messages.length === 1}
                  onPress={() => setMessages((current) => current.filter((_, i) => i !== index))}
                >
                  ✕
                </Button>
                {/* A message added here has its id, and its Hindi, once saved. */}
                <HindiLink href={message.id && `/site/announcements/${message.id}/hindi`} of={message.text} />
              </Inline>
            </Inline>
          ))}
        </Stack>
      </FieldGroup>
    </EditorForm>
  );
}
