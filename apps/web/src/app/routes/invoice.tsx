import { useParams } from 'react-router';
import { InvoiceDetail } from '../../features/invoices/components/invoice-detail';

/** /invoices/:id (issue 30): a draft to edit and issue, or an issued invoice, read only. */
export default function InvoicePage() {
  const { id = '' } = useParams();
  // Another invoice starts from its own state (the form, a dialog left open).
  return <InvoiceDetail key={id} id={id} />;
}
