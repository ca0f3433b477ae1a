import { PageContainer } from '../../components/PageContainer';
import { PageIntro } from '../../components/PageIntro';

/** The signed-in traveller's profile. */
export default function ProfilePage() {
  return (
    <PageContainer>
      <PageIntro title="Profile" lead="Your name, username, email and bio will appear here." />
    </PageContainer>
  );
}
