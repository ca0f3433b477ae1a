import { PageIntro } from '../../../components/PageIntro';

export default function AdminUsersPage() {
  return <PageIntro title="User Management" lead="Registered users and their roles will appear here." />;
}
