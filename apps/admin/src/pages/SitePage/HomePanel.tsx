import {
  useGetAdminSiteHomeQuery,
  useListAdminCategoriesQuery,
  useUpdateAdminSiteHomeMutation,
  type AdminSiteHome,
  type HomeBanner,
  type HomeClient,
} from '@shop/api-client/admin';
import { EditorForm } from '@shop/ui/EditorForm';
import { LoadFailed } from '@shop/ui/LoadFailed';
import { Spinner } from '@shop/ui/Spinner';
import { useState } from 'react';
import { siteCopy } from '../../copy/site';
import { SaveProblem } from '../../features/forms/SaveProblem';
import type { ServerProblem } from '../../features/forms/serverProblem';
import { useSaveAttempt } from '../../features/forms/useSaveAttempt';
import { notify } from '../../features/toasts';
import { HomeBannersFields, HomeCardsFields, HomeClientsFields } from './HomeListFields';
import { problemWords } from './siteProblems';

const copy = siteCopy.home;
/** Every category, hidden ones too (a card to a hidden one is refused with its reason). */
const ALL_CATEGORIES = { page: 1, pageSize: 100 };

type HomeForm = Omit<AdminSiteHome, 'version'>;

/** The home page's banners, 'Shop by Category' cards and client logos, saved together with the version read. */
export function HomePanel() {
  const home = useGetAdminSiteHomeQuery();
  const categories = useListAdminCategoriesQuery(ALL_CATEGORIES);
  const failed = home.isError || categories.isError;
  const retry = () => void Promise.all([home.refetch(), categories.refetch()]);
  if (failed) return <LoadFailed message={copy.loadFailed} onRetry={retry} isRetrying={home.isFetching || categories.isFetching} retryLabel={siteCopy.retry} />;
  if (!home.data || !categories.data) return <Spinner label={copy.loading} />;
  const names = categories.data.items.map((category) => category.name);
  return <HomeContentForm key={home.data.version} saved={home.data} categoryNames={names} onReload={() => void home.refetch()} />;
}

function HomeContentForm({ saved, categoryNames, onReload }: { saved: AdminSiteHome; categoryNames: string[]; onReload: () => void }) {
  const [update, updating] = useUpdateAdminSiteHomeMutation();
  const [form, setForm] = useState<HomeForm>(() => ({ banners: saved.banners, categories: saved.categories, clients: saved.clients }));
  const { problem, attempt } = useSaveAttempt(problemWords);

  const submit = () =>
    attempt(async () => {
      await update({ adminSiteHome: { ...trimmed(form), version: saved.version } }).unwrap();
      notify.success(copy.saved);
    });

  return (
    <EditorForm
      label={copy.formLabel}
      onSubmit={() => void submit()}
      problem={problem && <SaveProblem problem={problem} fieldLabels={homeFieldLabels(problem)} words={siteCopy} onReload={onReload} />}
      saveLabel={copy.save}
      savingLabel={siteCopy.saving}
      isSaving={updating.isLoading}
      saveSize="lg"
      gap="8"
    >
      <HomeBannersFields banners={form.banners} problem={problem} onChange={(banners) => setForm((current) => ({ ...current, banners }))} />
      <HomeCardsFields
        cards={form.categories}
        categoryNames={categoryNames}
        problem={problem}
        onChange={(categories) => setForm((current) => ({ ...current, categories }))}
      />
      <HomeClientsFields clients={form.clients} problem={problem} onChange={(clients) => setForm((current) => ({ ...current, clients }))} />
    </EditorForm>
  );
}

/** Words as typed, without the spaces around them. */
function trimmed(form: HomeForm): HomeForm {
  const trim = <T extends HomeBanner | HomeClient | HomeForm['categories'][number]>(item: T): T =>
    Object.fromEntries(Object.entries(item).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value])) as T;
  return { banners: form.banners.map(trim), categories: form.categories.map(trim), clients: form.clients.map(trim) };
}

/** Names the server's fields (`banners.0.link`) the way staff see them: "Banner 1: Link". */
function homeFieldLabels(problem: ServerProblem): Record<string, string> {
  const labels: Record<string, string> = { version: siteCopy.conflictTitle, banners: copy.banners.legend, categories: copy.categories.legend, clients: copy.clients.legend };
  const lists = { banners: copy.banners, categories: copy.categories, clients: copy.clients };
  for (const field of Object.keys(problem.errors)) {
    const match = /^(banners|categories|clients)\.(\d+)\.([a-z_]+)$/.exec(field);
    if (!match) continue;
    const list = lists[match[1] as keyof typeof lists];
    labels[field] = `${list.item(Number(match[2]) + 1)}: ${(list.fields as Record<string, string>)[match[3]!] ?? match[3]}`;
  }
  return labels;
}
