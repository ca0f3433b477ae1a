import { useState, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { LoadingIndicator } from '../../../components/LoadingIndicator';
import { PageIntro } from '../../../components/PageIntro';
import { CurrencyRatesSection } from './CurrencyRatesSection';
import {
  apiInput,
  cacheDaysLabel,
  generalInput,
  OPENAI_MODELS,
  OPENAI_TEMPERATURES,
  temperatureLabel,
  TRIP_CACHE_DAYS,
  validateGeneral,
  type ApiSettings,
  type GeneralErrors,
  type GeneralSettings,
} from './settings-form';
import { AdminSettingsQuery } from './settings-queries';
import { useSaveSettings } from './useSaveSettings';

export const SETTINGS_LOAD_ERROR = 'Error loading settings. Please try refreshing.';

const TABS = [
  { id: 'general', label: 'General' },
  { id: 'api', label: 'API & Integrations' },
  { id: 'appearance', label: 'Appearance' },
  { id: 'advanced', label: 'Advanced' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/** The admin settings: the General and API & Integrations forms save through the server; the currency rates below them are set one by one. */
export default function AdminSettingsPage() {
  const { data, loading } = useQuery(AdminSettingsQuery, { fetchPolicy: 'network-only' });
  const [tab, setTab] = useState<TabId>('general');
  const settings = data?.adminSettings;

  return (
    <>
      <PageIntro title="Settings" lead="How the product is named, reached and run." />
      {!settings && loading && <LoadingIndicator label="Loading settings…" />}
      {!settings && !loading && (
        <Typography role="alert" color="error">
          {SETTINGS_LOAD_ERROR}
        </Typography>
      )}
      {settings && (
        <Card sx={{ overflow: 'visible' }}>
          <Tabs
            value={tab}
            onChange={(_, value: TabId) => setTab(value)}
            aria-label="Settings sections"
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
            sx={{ borderBottom: 1, borderColor: 'divider', px: { xs: 0, sm: 2 } }}
          >
            {TABS.map(({ id, label }) => (
              <Tab key={id} value={id} label={label} id={`settings-tab-${id}`} aria-controls={`settings-panel-${id}`} sx={{ textTransform: 'none', fontWeight: 650 }} />
            ))}
          </Tabs>
          <Panel id="general" current={tab}>
            <GeneralForm initial={settings} />
          </Panel>
          <Panel id="api" current={tab}>
            <ApiForm initial={settings} />
          </Panel>
          <Panel id="appearance" current={tab}>
            <ComingSoon title="Appearance">Appearance settings are coming soon.</ComingSoon>
          </Panel>
          <Panel id="advanced" current={tab}>
            <ComingSoon title="Advanced">Advanced settings are coming soon.</ComingSoon>
          </Panel>
        </Card>
      )}
      <CurrencyRatesSection />
    </>
  );
}

/** A tab's panel; hidden panels stay mounted so unsaved edits survive switching tabs. */
function Panel({ id, current, children }: { id: TabId; current: TabId; children: ReactNode }) {
  return (
    <Box role="tabpanel" id={`settings-panel-${id}`} aria-labelledby={`settings-tab-${id}`} hidden={id !== current} sx={{ p: { xs: 2.5, sm: 4 } }}>
      {children}
    </Box>
  );
}

function SectionHeading({ title, lead }: { title: string; lead: string }) {
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {lead}
      </Typography>
    </Box>
  );
}

function SwitchRow({ label, description, checked, onChange }: { label: string; description: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <FormControlLabel
      labelPlacement="start"
      control={<Switch checked={checked} onChange={(event) => onChange(event.target.checked)} />}
      label={
        <Box>
          <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
          <Typography variant="body2" color="text.secondary">
            {description}
          </Typography>
        </Box>
      }
      sx={{ m: 0, justifyContent: 'space-between', gap: 2, py: 1, borderTop: 1, borderColor: 'divider' }}
    />
  );
}

interface SelectFieldProps<T extends string | number> {
  label: string;
  name: string;
  value: T;
  options: readonly T[];
  optionLabel?: (option: T) => string;
  /** the chosen option's value as the select gives it (a string) */
  onChange: (value: string) => void;
  helperText: string;
}

/** One of the API settings' fixed choices: a select listing the options with their labels. */
function SelectField<T extends string | number>({ label, name, value, options, optionLabel = String, onChange, helperText }: SelectFieldProps<T>) {
  return (
    <TextField select label={label} name={name} value={value} onChange={(event) => onChange(event.target.value)} helperText={helperText}>
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {optionLabel(option)}
        </MenuItem>
      ))}
    </TextField>
  );
}

function GeneralForm({ initial }: { initial: GeneralSettings }) {
  const [values, setValues] = useState<GeneralSettings>(() => ({ siteName: initial.siteName, supportEmail: initial.supportEmail, maintenanceMode: initial.maintenanceMode, analyticsEnabled: initial.analyticsEnabled }));
  const [errors, setErrors] = useState<GeneralErrors>({});
  const { save, saving } = useSaveSettings();
  const set = <K extends keyof GeneralSettings>(name: K, value: GeneralSettings[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (name === 'siteName' || name === 'supportEmail') setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateGeneral(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await save('general', generalInput(values));
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="general-settings-heading">
      <Box id="general-settings-heading">
        <SectionHeading title="General Settings" lead="The product's name and how people reach support." />
      </Box>
      <Stack spacing={2.5} sx={{ maxWidth: 640 }}>
        <TextField
          label="Site Name"
          name="siteName"
          required
          value={values.siteName}
          onChange={(event) => set('siteName', event.target.value)}
          error={Boolean(errors.siteName)}
          helperText={errors.siteName ?? 'The product name shown in the navigation and the admin area.'}
          slotProps={{ htmlInput: { maxLength: 120 } }}
        />
        <TextField
          label="Support Email"
          name="supportEmail"
          type="email"
          required
          value={values.supportEmail}
          onChange={(event) => set('supportEmail', event.target.value)}
          error={Boolean(errors.supportEmail)}
          helperText={errors.supportEmail ?? 'Where people reach support (the FAQ’s Contact Support).'}
        />
        <Stack>
          <SwitchRow
            label="Maintenance Mode"
            description="While on, only admins can make changes; everyone else is asked to come back later."
            checked={values.maintenanceMode}
            onChange={(checked) => set('maintenanceMode', checked)}
          />
          <SwitchRow label="Enable Analytics" description="Record activity such as trips generated and saved." checked={values.analyticsEnabled} onChange={(checked) => set('analyticsEnabled', checked)} />
        </Stack>
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={saving !== null}>
            {saving === 'general' ? 'Saving...' : 'Save Changes'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

function ApiForm({ initial }: { initial: ApiSettings }) {
  const [values, setValues] = useState<ApiSettings>(() => apiInput(initial));
  const { save, saving } = useSaveSettings();
  const set = <K extends keyof ApiSettings>(name: K, value: ApiSettings[K]) => setValues((current) => ({ ...current, [name]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    await save('api', apiInput(values));
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="api-settings-heading">
      <Box id="api-settings-heading">
        <SectionHeading title="API & Integrations" lead="The language model that writes trips and the places service for locations and images." />
      </Box>
      <Stack spacing={2.5} sx={{ maxWidth: 640 }}>
        <SelectField label="OpenAI Model" name="openaiModel" value={values.openaiModel} options={OPENAI_MODELS} onChange={(model) => set('openaiModel', model)} helperText="The model that generates itineraries." />
        <SelectField
          label="OpenAI Temperature"
          name="openaiTemperature"
          value={values.openaiTemperature}
          options={OPENAI_TEMPERATURES}
          optionLabel={temperatureLabel}
          onChange={(value) => set('openaiTemperature', Number(value))}
          helperText="Lower is more predictable, higher more varied."
        />
        <SwitchRow label="Google Places API" description="Look up place photos and details with Google Places." checked={values.googlePlacesEnabled} onChange={(checked) => set('googlePlacesEnabled', checked)} />
        <SelectField
          label="Trip Cache Duration"
          name="tripCacheDuration"
          value={values.tripCacheDuration}
          options={TRIP_CACHE_DAYS}
          optionLabel={cacheDaysLabel}
          onChange={(value) => set('tripCacheDuration', Number(value))}
          helperText="How long temporary trip data is kept before cleanup."
        />
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={saving !== null}>
            {saving === 'api' ? 'Saving...' : 'Save API Settings'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

function ComingSoon({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ py: 4, textAlign: 'center' }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {children}
      </Typography>
    </Box>
  );
}
