import type { SvgIconProps } from '@mui/material/SvgIcon';
import BookOnlineIcon from '@mui/icons-material/BookOnlineRounded';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumberRounded';
import DescriptionIcon from '@mui/icons-material/DescriptionRounded';
import DirectionsBoatIcon from '@mui/icons-material/DirectionsBoatRounded';
import DirectionsBusIcon from '@mui/icons-material/DirectionsBusRounded';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCarRounded';
import FlightIcon from '@mui/icons-material/FlightRounded';
import InventoryIcon from '@mui/icons-material/InventoryRounded';
import TrainIcon from '@mui/icons-material/TrainRounded';
import type { WalletItemType } from './wallet-item-types';

const ICONS: Record<WalletItemType, typeof FlightIcon> = {
  flight: FlightIcon,
  train: TrainIcon,
  bus: DirectionsBusIcon,
  ferry: DirectionsBoatIcon,
  car_rental: DirectionsCarIcon,
  ticket: ConfirmationNumberIcon,
  reservation: BookOnlineIcon,
  document: DescriptionIcon,
  other: InventoryIcon,
};

export function WalletItemTypeIcon({ type, ...props }: { type: WalletItemType } & SvgIconProps) {
  const Icon = ICONS[type];
  return <Icon {...props} />;
}
