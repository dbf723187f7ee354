import { useListCrewsQuery } from '@shop/api-client/admin';
import { useParams } from 'react-router-dom';
import { crewsCopy } from '../../copy/crews';
import { OwnerRecordEditorPage } from '../../features/page/OwnerRecordEditorPage';
import { CrewEditor } from './CrewEditor';

const copy = crewsCopy.editor;

/** /admin/crews/new and /admin/crews/:crewId: the owner adds a crew or changes one. */
export function CrewEditorPage() {
  const { crewId } = useParams();
  const crews = useListCrewsQuery(undefined, { skip: crewId === undefined });
  return (
    <OwnerRecordEditorPage
      id={crewId}
      list={crews}
      title={(crew) => (crewId === undefined ? copy.newTitle : crew ? copy.editTitle(crew.name) : copy.formLabel)}
      back={{ href: '/crews', label: copy.back }}
      words={{ ...crewsCopy, notFound: copy.notFound, saved: copy.saved, created: copy.created }}
      editor={(editing) => <CrewEditor {...editing} />}
    />
  );
}
