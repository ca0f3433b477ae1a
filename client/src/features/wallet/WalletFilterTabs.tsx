import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { WALLET_FILTERS, type WalletFilter } from './wallet-item-types';

const tabId = (filter: WalletFilter) => `wallet-tab-${filter}`;
const panelId = 'wallet-tab-panel';

/** The tab panel's ARIA wiring for the chosen filter. */
export const walletTabPanelProps = (filter: WalletFilter) => ({ id: panelId, role: 'tabpanel', 'aria-labelledby': tabId(filter) });

/** All, Flights, Tickets, Documents. */
export function WalletFilterTabs({ value, onChange }: { value: WalletFilter; onChange: (filter: WalletFilter) => void }) {
  return (
    <Tabs
      value={value}
      onChange={(_event, filter: WalletFilter) => onChange(filter)}
      aria-label="Show wallet items"
      variant="scrollable"
      scrollButtons={false}
      sx={{ mt: 2.5, borderBottom: 1, borderColor: 'divider', minHeight: 44, '& .MuiTab-root': { minHeight: 44, minWidth: { xs: 0, sm: 72 }, px: { xs: 1.5, sm: 2 } } }}
    >
      {WALLET_FILTERS.map((filter) => (
        <Tab key={filter.value} value={filter.value} label={filter.label} id={tabId(filter.value)} aria-controls={panelId} />
      ))}
    </Tabs>
  );
}
