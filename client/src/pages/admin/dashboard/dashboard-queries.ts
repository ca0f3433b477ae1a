import { graphql } from '../../../gql';

export const AdminStatsQuery = graphql(`
  query AdminDashboardStats {
    adminStats {
      totalUsers
      activeTrips
      tripsGenerated
      averageTripLength
    }
  }
`);

/** The ten newest entries: the list is a glance, View All Activity is not available. */
export const RECENT_ACTIVITY_LIMIT = 10;

export const AdminActivityQuery = graphql(`
  query AdminDashboardActivity($limit: Int) {
    adminActivity(limit: $limit) {
      id
      action
      details
      createdAt
      userInfo {
        email
      }
    }
  }
`);
