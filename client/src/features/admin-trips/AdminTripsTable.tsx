import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import { graphql } from '../../gql';
import type { AdminTripsTable_TripFragment } from '../../gql/graphql';
import { AdminTableContainer, formatAdminDate, stackedOnPhones } from '../admin-tables';
import { AdminTripRowMenu } from './AdminTripRowMenu';

export const AdminTripsTable_trip = graphql(`
  fragment AdminTripsTable_trip on Trip {
    id
    uuid
    destination
    country
    startDate
    endDate
    featuredImage
    customHeader
    isFeaturedTrip
    isPopularDestination
    userId
    createdAt
    preferences {
      budgetLevel
      travelers
      duration
    }
  }
`);

export type AdminTripRow = AdminTripsTable_TripFragment;

export interface AdminTripRowActions {
  onEdit: (trip: AdminTripRow) => void;
  onToggleFeatured: (trip: AdminTripRow) => void;
  onTogglePopular: (trip: AdminTripRow) => void;
  onDelete: (trip: AdminTripRow) => void;
  onUpload: (trip: AdminTripRow, file: File) => void;
  uploading: string | null;
}

const tripDates = (trip: AdminTripRow) =>
  trip.startDate || trip.endDate ? `${formatAdminDate(trip.startDate, '?')} - ${formatAdminDate(trip.endDate, '?')}` : 'No dates';

/** ID, Image (with Upload Image), Destination, Country, Dates, Status, Created and the row menu. */
export function AdminTripsTable({ trips, ...actions }: { trips: readonly AdminTripRow[] } & AdminTripRowActions) {
  return (
    <AdminTableContainer label="Trips">
      <Table size="small" sx={[{ minWidth: 960 }, stackedOnPhones]}>
        <TableHead>
          <TableRow>
            <TableCell>ID</TableCell>
            <TableCell>Image</TableCell>
            <TableCell>Destination</TableCell>
            <TableCell>Country</TableCell>
            <TableCell>Dates</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Created</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {trips.map((trip) => (
            <TableRow key={trip.uuid} hover>
              <TableCell data-label="ID">{trip.id}</TableCell>
              <TableCell data-label="Image">
                <TripImageCell trip={trip} uploading={actions.uploading === trip.uuid} onUpload={(file) => actions.onUpload(trip, file)} />
              </TableCell>
              <TableCell data-label="Destination" sx={{ fontWeight: 600 }}>
                {/* one box, so the header stays under the name when the cell is a labelled line on a phone */}
                <div>
                  {trip.destination}
                  {trip.customHeader && (
                    <Typography variant="caption" color="text.secondary" component="div">
                      {trip.customHeader}
                    </Typography>
                  )}
                </div>
              </TableCell>
              <TableCell data-label="Country">{trip.country.trim() ? trip.country : 'N/A'}</TableCell>
              <TableCell data-label="Dates" sx={{ whiteSpace: 'nowrap' }}>{tripDates(trip)}</TableCell>
              <TableCell data-label="Status">
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                  {trip.isFeaturedTrip && <Chip size="small" label="Featured" sx={{ bgcolor: '#9A3412', color: '#fff' }} />}
                  {trip.isPopularDestination && <Chip size="small" color="secondary" label="Popular" />}
                  {trip.userId ? <Chip size="small" color="success" variant="outlined" label="Saved" /> : <Chip size="small" variant="outlined" label="Temporary" />}
                </Stack>
              </TableCell>
              <TableCell data-label="Created" sx={{ whiteSpace: 'nowrap' }}>{formatAdminDate(trip.createdAt, 'Unknown')}</TableCell>
              <TableCell data-label="Actions" align="right">
                <AdminTripRowMenu
                  label={trip.destination}
                  isFeatured={trip.isFeaturedTrip}
                  isPopular={trip.isPopularDestination}
                  onEdit={() => actions.onEdit(trip)}
                  onToggleFeatured={() => actions.onToggleFeatured(trip)}
                  onTogglePopular={() => actions.onTogglePopular(trip)}
                  onDelete={() => actions.onDelete(trip)}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </AdminTableContainer>
  );
}

function TripImageCell({ trip, uploading, onUpload }: { trip: AdminTripRow; uploading: boolean; onUpload: (file: File) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const image = trip.featuredImage && failed !== trip.featuredImage ? trip.featuredImage : null;
  return (
    <Stack spacing={0.75} sx={{ alignItems: 'flex-start', minWidth: 140 }}>
      {image ? (
        <Box component="img" src={image} alt={`${trip.destination} featured image`} onError={() => setFailed(image)} sx={{ width: 96, height: 56, objectFit: 'cover', borderRadius: 1 }} />
      ) : (
        <Typography variant="caption" color="text.secondary">
          No image
        </Typography>
      )}
      <Button size="small" variant="outlined" startIcon={<UploadIcon />} disabled={uploading} sx={{ whiteSpace: 'nowrap' }} onClick={() => input.current?.click()} aria-label={`Upload Image for ${trip.destination}`}>
        Upload Image
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        data-testid={`upload-${trip.uuid}`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onUpload(file);
        }}
      />
    </Stack>
  );
}
