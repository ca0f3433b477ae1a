import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import dayjs from 'dayjs';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../gql';

const ProfilePlanQuery = graphql(`
  query ProfilePlan {
    me {
      id
      plan
      planStartedAt
    }
  }
`);

/** the simulated Premium starts with a free trial of this many days (docs/product/accounts-admin.md) */
const TRIAL_DAYS = 5;
const DATE_FORMAT = 'MMM D, YYYY';

/**
 * The plan on the account, as the server has it (the simulated checkout records Premium). Asked
 * afresh on each visit; a checkout's answer has already updated the cached user meanwhile.
 */
export function ProfilePlan() {
  const { data, error } = useQuery(ProfilePlanQuery, { fetchPolicy: 'cache-and-network' });
  const me = data?.me;
  if (!me) return <Typography color="text.secondary">{error ? 'Your plan could not be loaded.' : 'Loading…'}</Typography>;
  if (me.plan === 'BASIC') {
    return (
      <Typography sx={{ fontWeight: 600 }}>
        Basic (free) ·{' '}
        <Link component={RouterLink} to="/plans" sx={{ fontWeight: 650 }}>
          See plans
        </Link>
      </Typography>
    );
  }
  const since = me.planStartedAt ? dayjs(me.planStartedAt) : null;
  return (
    <Typography sx={{ fontWeight: 600 }}>
      Premium
      {since?.isValid() && (
        <Typography component="span" color="text.secondary" sx={{ display: 'block', fontWeight: 400 }}>
          Since {since.format(DATE_FORMAT)} · free trial until {since.add(TRIAL_DAYS, 'day').format(DATE_FORMAT)}
        </Typography>
      )}
    </Typography>
  );
}
