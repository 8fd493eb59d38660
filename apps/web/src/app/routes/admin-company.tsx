import { useParams } from 'react-router';
import { CompanyDetail } from '../../features/admin/components/company-detail';

/** Platform staff: one company's identifiers, settings, users, documents and audit trail (issue 26). */
export default function AdminCompanyPage() {
  const { id = '' } = useParams();
  // Another company starts from its own state (the settings form, a dialog left open).
  return <CompanyDetail key={id} id={id} />;
}
