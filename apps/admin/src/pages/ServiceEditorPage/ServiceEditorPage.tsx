import { useListAdminServicesQuery } from '@shop/api-client/admin';
import { useParams } from 'react-router-dom';
import { servicesCopy } from '../../copy/services';
import { OwnerRecordEditorPage } from '../../features/page/OwnerRecordEditorPage';
import { ServiceEditor } from './ServiceEditor';

const copy = servicesCopy.editor;

/**
 * /admin/services/new and /admin/services/:serviceId: the owner adds a service or changes one; other staff may
 * rename or retire a saved one, its price shown but not theirs to change.
 */
export function ServiceEditorPage() {
  const { serviceId } = useParams();
  const services = useListAdminServicesQuery(undefined, { skip: serviceId === undefined });
  return (
    <OwnerRecordEditorPage
      id={serviceId}
      list={services}
      title={(service) => (serviceId === undefined ? copy.newTitle : service ? copy.editTitle(service.name) : copy.formLabel)}
      back={{ href: '/services', label: copy.back }}
      words={{ ...servicesCopy, ownerOnly: servicesCopy.ownerPrices, notFound: copy.notFound, saved: copy.saved, created: copy.created }}
      staffChangeSaved
      editor={(editing) => <ServiceEditor {...editing} />}
    />
  );
}
