import { useListAdminSalesQuery } from '@shop/api-client/admin';
import { useParams } from 'react-router-dom';
import { salesCopy } from '../../copy/sales';
import { OwnerRecordEditorPage } from '../../features/page/OwnerRecordEditorPage';
import { SaleEditor } from './SaleEditor';

const copy = salesCopy.editor;

/** /admin/sales/new and /admin/sales/:saleId: the owner schedules a sale or changes one. */
export function SaleEditorPage() {
  const { saleId } = useParams();
  const sales = useListAdminSalesQuery(undefined, { skip: saleId === undefined });
  return (
    <OwnerRecordEditorPage
      id={saleId}
      list={sales}
      title={(sale) => (saleId === undefined ? copy.newTitle : sale ? copy.editTitle(sale.name) : copy.formLabel)}
      back={{ href: '/sales', label: copy.back }}
      words={{ ...salesCopy, notFound: copy.notFound, saved: copy.saved, created: copy.created }}
      editor={(editing) => <SaleEditor {...editing} />}
    />
  );
}
