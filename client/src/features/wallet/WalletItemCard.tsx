import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlineRounded';
import DownloadIcon from '@mui/icons-material/DownloadRounded';
import EditIcon from '@mui/icons-material/EditOutlined';
import EventIcon from '@mui/icons-material/EventRounded';
import OpenInNewIcon from '@mui/icons-material/OpenInNewRounded';
import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { walletDateText } from './wallet-date';
import { WALLET_ITEM_TYPE_LABELS, walletItemTypeOf } from './wallet-item-types';
import { priceText } from './wallet-price';
import { WalletItemTypeIcon } from './WalletItemTypeIcon';

export const WalletItemCard_item = graphql(`
  fragment WalletItemCard_item on WalletItem {
    id
    type
    title
    reference
    date
    time
    description
    notes
    price
    priceCurrency
    fileUrl
    fileName
  }
`);

interface WalletItemCardProps {
  item: FragmentType<typeof WalletItemCard_item>;
  /** given only to editors */
  onEdit?: () => void;
  onDelete?: () => void;
}

/** One wallet item: type icon, title, #reference, date 'at' time, price, description, notes and its document. */
export function WalletItemCard({ item: itemRef, onEdit, onDelete }: WalletItemCardProps) {
  const item = getFragmentData(WalletItemCard_item, itemRef);
  const type = walletItemTypeOf(item.type);
  const when = walletDateText(item.date, item.time);
  const price = item.price != null && item.priceCurrency ? priceText(item.price, item.priceCurrency) : undefined;
  const titleId = `wallet-item-${item.id}-title`;

  return (
    <Card component="article" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 2.5 }, height: '100%', display: 'flex', gap: { xs: 1.5, sm: 2 }, alignItems: 'flex-start' }}>
      <Box
        aria-hidden
        sx={{ flex: 'none', width: { xs: 40, sm: 44 }, height: { xs: 40, sm: 44 }, borderRadius: 3, display: 'grid', placeItems: 'center', bgcolor: 'primary.main', color: 'primary.contrastText' }}
      >
        <WalletItemTypeIcon type={type} />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.4, display: 'block' }}>
          {WALLET_ITEM_TYPE_LABELS[type]}
        </Typography>
        <Typography id={titleId} component="h3" variant="h6" sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}>
          {item.title}
        </Typography>
        {item.reference && (
          <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 600, color: 'primary.dark', overflowWrap: 'anywhere' }}>
            #{item.reference}
          </Typography>
        )}
        {when && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <EventIcon fontSize="small" aria-hidden />
            {when}
          </Typography>
        )}
        {price && (
          <Typography variant="body2" sx={{ mt: 0.5, display: 'flex', alignItems: 'center', gap: 0.75, fontWeight: 600 }}>
            <PaymentsIcon fontSize="small" aria-hidden sx={{ color: 'text.secondary' }} />
            <Box component="span" sx={visuallyHidden}>
              Price:{' '}
            </Box>
            {price}
          </Typography>
        )}
        {item.description && (
          <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {item.description}
          </Typography>
        )}
        {item.notes && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ fontWeight: 700, color: 'text.primary' }}>
              Notes:{' '}
            </Box>
            {item.notes}
          </Typography>
        )}
        {item.fileUrl && (
          <Box sx={{ mt: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1 }} data-print="hide">
            <Button size="small" variant="outlined" href={item.fileUrl} target="_blank" rel="noopener" startIcon={<OpenInNewIcon />} aria-label={`Open ${item.fileName ?? 'document'}`}>
              Open
            </Button>
            <Button size="small" href={downloadAddress(item.fileUrl)} download startIcon={<DownloadIcon />} aria-label={`Download ${item.fileName ?? 'document'}`}>
              Download
            </Button>
          </Box>
        )}
      </Box>
      {(onEdit || onDelete) && (
        <Box sx={{ flex: 'none', display: 'flex', gap: 0.5, mt: -0.5, mr: -0.5 }} data-print="hide">
          {onEdit && (
            <Tooltip title="Edit">
              <IconButton aria-label={`Edit ${item.title}`} onClick={onEdit} size="small">
                <EditIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          {onDelete && (
            <Tooltip title="Delete">
              <IconButton aria-label={`Delete ${item.title}`} onClick={onDelete} size="small" sx={{ '&:hover': { color: 'error.main' } }}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </Box>
      )}
    </Card>
  );
}

const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** The document's address asking for a download; the address already carries its signed query. */
function downloadAddress(fileUrl: string): string {
  const url = new URL(fileUrl, window.location.origin);
  url.searchParams.set('download', '');
  return url.pathname + url.search;
}
