import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { LoadingIndicator } from '../../../components/LoadingIndicator';
import { PageIntro } from '../../../components/PageIntro';
import { getFragmentData, graphql } from '../../../gql';
import { AdminConfirmDialog } from '../../../features/admin-tables/AdminConfirmDialog';
import { AdminTripEditDialog } from '../../../features/admin-trips/AdminTripEditDialog';
import { AdminTripFilters, ALL_TRIPS, type AdminTripFilterValues } from '../../../features/admin-trips/AdminTripFilters';
import { AdminTripsTable, AdminTripsTable_trip, type AdminTripRow } from '../../../features/admin-trips/AdminTripsTable';
import { useAdminTripActions } from '../../../features/admin-trips/useAdminTripActions';

const AdminTripsPageQuery = graphql(`
  query AdminTripsPage($filter: AdminTripFilterInput) {
    adminTrips(filter: $filter) {
      uuid
      ...AdminTripsTable_trip
    }
  }
`);

/** Trip Management: filter, flag, edit, illustrate and delete trips. */
export default function AdminTripsPage() {
  const [filter, setFilter] = useState<AdminTripFilterValues>(ALL_TRIPS);
  const { data, previousData, loading, error } = useQuery(AdminTripsPageQuery, { variables: { filter }, fetchPolicy: 'cache-and-network' });
  const actions = useAdminTripActions();
  const [editing, setEditing] = useState<AdminTripRow | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<AdminTripRow | null>(null);
  const shown = data ?? (loading ? undefined : previousData);
  const trips = shown ? getFragmentData(AdminTripsTable_trip, shown.adminTrips) : undefined;

  return (
    <>
      <PageIntro title="Trip Management" lead="Feature trips on the home page, mark popular destinations, edit details and images." />
      <AdminTripFilters value={filter} onChange={setFilter} />
      {!trips && loading && <LoadingIndicator label="Loading trips..." />}
      {!trips && !loading && error && (
        <Typography role="alert" color="error" sx={{ py: 4, textAlign: 'center' }}>
          Failed to fetch trips
        </Typography>
      )}
      {trips && trips.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
          No trips found
        </Typography>
      )}
      {trips && trips.length > 0 && (
        <AdminTripsTable
          trips={trips}
          uploading={actions.uploading}
          onEdit={setEditing}
          onToggleFeatured={(trip) => actions.toggleFeatured(trip.uuid, !trip.isFeaturedTrip)}
          onTogglePopular={(trip) => actions.togglePopular(trip.uuid, !trip.isPopularDestination)}
          onDelete={setConfirmDelete}
          onUpload={(trip, file) => actions.uploadImage(trip.uuid, file)}
        />
      )}

      <AdminTripEditDialog trip={editing} saving={actions.saving} onClose={() => setEditing(null)} onSave={(input) => (editing ? actions.updateTrip(editing.uuid, input) : Promise.resolve(false))} />
      <AdminConfirmDialog
        open={confirmDelete !== null}
        title="Delete trip"
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={actions.deleting}
        onCancel={() => setConfirmDelete(null)}
        onConfirm={async () => {
          if (confirmDelete && (await actions.deleteTrip(confirmDelete.uuid))) setConfirmDelete(null);
        }}
      >
        Are you sure you want to delete this trip? This action cannot be undone.
      </AdminConfirmDialog>
    </>
  );
}
