import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import PeopleIcon from '@mui/icons-material/PeopleRounded';
import FlightIcon from '@mui/icons-material/FlightTakeoffRounded';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesomeRounded';
import ScheduleIcon from '@mui/icons-material/ScheduleRounded';
import HistoryIcon from '@mui/icons-material/HistoryRounded';
import { useQuery } from '@apollo/client/react';
import { LoadingIndicator } from '../../../components/LoadingIndicator';
import { PageIntro } from '../../../components/PageIntro';
import { activityActor, activityPlace, activityTime, formatDays } from './activity-text';
import { useStartTtlClock, useTtlFetchPolicy } from './cache-ttl';
import { AdminActivityQuery, AdminStatsQuery, RECENT_ACTIVITY_LIMIT } from './dashboard-queries';

export const STATS_ERROR = 'Error loading dashboard statistics. Please try refreshing.';
export const ACTIVITY_ERROR = 'Error loading activity logs. Please try refreshing.';

/** The admin dashboard: four usage figures and the recent activity, both cached for 60 s. */
export default function AdminDashboardPage() {
  return (
    <>
      <PageIntro title="Dashboard" lead="Usage at a glance: accounts, trips and what people did most recently." />
      <StatCards />
      <RecentActivity />
    </>
  );
}

function StatCards() {
  const ttl = useTtlFetchPolicy('adminStats');
  const stats = useQuery(AdminStatsQuery, { fetchPolicy: ttl.fetchPolicy, nextFetchPolicy: 'cache-first' });
  useStartTtlClock(ttl, Boolean(stats.data?.adminStats) && !stats.loading && !stats.error);
  const figures = stats.data?.adminStats;
  if (!figures && stats.loading) return <LoadingIndicator label="Loading statistics…" minHeight={160} />;
  if (!figures) {
    return (
      <Typography role="alert" color="error" sx={{ mb: 4 }}>
        {STATS_ERROR}
      </Typography>
    );
  }
  const cards: { label: string; value: string; icon: ReactNode }[] = [
    { label: 'Total Users', value: figures.totalUsers.toLocaleString('en-US'), icon: <PeopleIcon /> },
    { label: 'Active Trips (last 30 days)', value: figures.activeTrips.toLocaleString('en-US'), icon: <FlightIcon /> },
    { label: 'Trips Generated', value: figures.tripsGenerated.toLocaleString('en-US'), icon: <AutoAwesomeIcon /> },
    { label: 'Average Trip Length (days)', value: formatDays(figures.averageTripLength), icon: <ScheduleIcon /> },
  ];
  return (
    <Box component="ul" aria-label="Statistics" sx={{ listStyle: 'none', p: 0, m: 0, mb: 4, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } }}>
      {cards.map(({ label, value, icon }) => (
        <Card component="li" key={label} sx={{ p: 2.5, display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
            <Typography component="p" variant="h4" sx={{ mt: 1, fontWeight: 800 }}>
              {value}
            </Typography>
          </Box>
          <Box aria-hidden sx={(theme) => ({ flexShrink: 0, width: 44, height: 44, borderRadius: 2, display: 'grid', placeItems: 'center', color: 'primary.main', bgcolor: theme.alpha(theme.palette.primary.main, 0.1) })}>
            {icon}
          </Box>
        </Card>
      ))}
    </Box>
  );
}

function RecentActivity() {
  const ttl = useTtlFetchPolicy('adminActivity');
  const activity = useQuery(AdminActivityQuery, { variables: { limit: RECENT_ACTIVITY_LIMIT }, fetchPolicy: ttl.fetchPolicy, nextFetchPolicy: 'cache-first' });
  useStartTtlClock(ttl, Boolean(activity.data?.adminActivity) && !activity.loading && !activity.error);
  const items = activity.data?.adminActivity;
  let body: ReactNode;
  if (!items && activity.loading) body = <LoadingIndicator label="Loading activity…" minHeight={120} />;
  else if (!items)
    body = (
      <Typography role="alert" color="error" sx={{ px: 3, pb: 3 }}>
        {ACTIVITY_ERROR}
      </Typography>
    );
  else if (items.length === 0)
    body = (
      <Typography color="text.secondary" sx={{ px: 3, pb: 3 }}>
        No activity recorded yet.
      </Typography>
    );
  else
    body = (
      <List disablePadding>
        {items.map((item) => {
          const place = activityPlace(item.details);
          return (
            <ListItem key={item.id} divider sx={{ px: 3, py: 1.5, gap: 2, alignItems: 'flex-start' }}>
              <Box aria-hidden sx={{ color: 'primary.main', mt: 0.25 }}>
                <HistoryIcon fontSize="small" />
              </Box>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 650 }}>
                  {item.action}
                  {place && (
                    <Typography component="span" color="text.secondary">
                      {' '}
                      · {place}
                    </Typography>
                  )}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {activityActor(item.userInfo)}
                </Typography>
              </Box>
              <Typography component="time" dateTime={String(item.createdAt)} variant="body2" color="text.secondary" sx={{ flexShrink: 0, display: { xs: 'none', sm: 'block' } }}>
                {activityTime(String(item.createdAt))}
              </Typography>
            </ListItem>
          );
        })}
      </List>
    );

  return (
    <Card component="section" aria-labelledby="recent-activity-heading">
      <Box sx={{ px: 3, pt: 2.5, pb: 1.5, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography id="recent-activity-heading" variant="h6" component="h2">
          Recent Activity
        </Typography>
        <Button variant="outlined" size="small" disabled>
          View All Activity
        </Button>
      </Box>
      {body}
    </Card>
  );
}
