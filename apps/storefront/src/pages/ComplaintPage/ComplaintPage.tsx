import { Box } from '@shop/ui/Box';
import { PageHeader } from '@shop/ui/PageHeader';
import { useSearchParams } from 'react-router-dom';
import { TaskPage } from '../../components/TaskPage';
import { complaintCopy as copy } from '../../copy/complaints';
import { useSession } from '../../features/session';
import { useDocumentMetadata } from '../../shared/usePageMetadata';
import { ComplaintForm } from './ComplaintForm';
import * as styles from './ComplaintPage.css';
import { FiledComplaint } from './FiledComplaint';
import { MyComplaints } from './MyComplaints';
import { useComplaintForm } from './useComplaintForm';

/**
 * /complaint: the complaint form. Signed in, the complaint goes under the account, about one of its orders or
 * none, and the customer's complaints are listed below with their status pages; signed out, the order's number
 * and e-mail address say whose it is; an order page's link (`?order=42`) names the order. Once filed, the ticket's number, its deadline and the way to follow it
 * take the form's place. Kept out of search indexes.
 */
export function ComplaintPage() {
  useDocumentMetadata({ title: copy.title, noindex: true });
  const { isSignedIn } = useSession();
  const [search] = useSearchParams();
  const form = useComplaintForm(isSignedIn, search.get('order'));
  return (
    <TaskPage>
      <PageHeader as="header" title={copy.title} intro={isSignedIn ? `${copy.intro} ${copy.signedInIntro}` : copy.intro} />
      <Box display="grid" gap={{ mobile: '6', md: '8' }} className={styles.column}>
        {form.receipt ? <FiledComplaint receipt={form.receipt} onAnother={form.startAgain} /> : <ComplaintForm isSignedIn={isSignedIn} form={form} />}
        {isSignedIn && <MyComplaints />}
      </Box>
    </TaskPage>
  );
}
