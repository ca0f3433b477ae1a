import { PageContainer } from '../../components/PageContainer';
import { PageIntro } from '../../components/PageIntro';
import { useSiteSettings } from '../../features/site-settings/useSiteSettings';

export default function AboutPage() {
  const { siteName } = useSiteSettings();
  return (
    <PageContainer>
      <PageIntro
        eyebrow="About Us"
        title={`About ${siteName}`}
        lead={`${siteName} is an open-source, self-hostable AI trip planner: tell it where you want to go and it builds a personalised, day-by-day itinerary.`}
      />
    </PageContainer>
  );
}
