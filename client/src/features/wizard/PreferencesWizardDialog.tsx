import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import CloseIcon from '@mui/icons-material/CloseRounded';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../components/toast';
import { type DateRange, DestinationField, type TripPreferences } from '../planner';
import type { HomeNavigationState } from '../trip-page';
import { WizardDatesStep } from './WizardDatesStep';
import { WizardInterestsStep } from './WizardInterestsStep';
import { WizardSummaryStep } from './WizardSummaryStep';
import { LAST_STEP, stepProblem, WIZARD_STEPS, wizardStateOf, type WizardStart, type WizardState, type WizardStep } from './wizard-state';
import { saveWizardResult, wizardRequestOf, type WizardRequest } from './wizard-storage';

/**
 * Modify Trip on a trip this traveller may edit: Generate Trip plans that very trip again (same
 * address, same wallet) instead of handing the choices to the planner on /. The summary says
 * which of their own edits the new plan replaces.
 */
export interface WizardRegeneration {
  /** the traveller's own changes since the trip was generated, in words */
  manualEdits: readonly string[];
  /** plans the trip again; true once it is done (the dialog then closes) */
  run: (request: WizardRequest) => Promise<boolean>;
}

interface PreferencesWizardDialogProps {
  open: boolean;
  /** the trip's request, or the assistant's suggestion merged into it; read when the dialog mounts */
  start: WizardStart;
  onClose: () => void;
  regeneration?: WizardRegeneration;
}

/**
 * The trip preferences wizard (docs/product/traveller.md, section 2): where, when, interests, summary.
 * 'Generate Trip' keeps the choices in the browser and takes the traveller to the planner on /,
 * which opens prefilled with them.
 */
export default function PreferencesWizardDialog({ open, start, onClose, regeneration }: PreferencesWizardDialogProps) {
  const [generating, setGenerating] = useState(false);
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const { toast } = useToast();
  const navigate = useNavigate();
  const [step, setStep] = useState<WizardStep>(0);
  const [state, setState] = useState<WizardState>(() => wizardStateOf(start));
  const titleRef = useRef<HTMLHeadingElement>(null);
  const stepShown = useRef(step);
  const destinationFocused = useRef(false);

  // On opening, the destination field takes focus (when the dialog's portal attaches it, hence a
  // callback ref); a later step is announced by focusing its title.
  const focusDestinationOnce = useCallback((input: HTMLInputElement | null) => {
    if (!input || destinationFocused.current) return;
    destinationFocused.current = true;
    input.focus();
  }, []);
  useEffect(() => {
    if (stepShown.current === step) return;
    stepShown.current = step;
    titleRef.current?.focus();
  }, [step]);

  const setPreferences = (patch: Partial<TripPreferences>) => setState((current) => ({ ...current, preferences: { ...current.preferences, ...patch } }));
  const setRange = (range: DateRange) => setState((current) => ({ ...current, range }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = stepProblem(step, state);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    if (step < LAST_STEP) {
      setStep((step + 1) as WizardStep);
      return;
    }
    if (regeneration) {
      setGenerating(true);
      void regeneration.run(wizardRequestOf(state)).then((done) => {
        setGenerating(false);
        if (done) onClose();
      });
      return;
    }
    if (!saveWizardResult(state)) {
      toast({ title: 'Error saving preferences', description: 'An error occurred while saving your preferences.', variant: 'destructive' });
      return;
    }
    window.scrollTo({ top: 0 });
    onClose();
    // Closing gives focus back to 'Modify Trip' far down the page; the hint has / start at the top all the same.
    navigate('/', { replace: true, state: { scrollToTop: true } satisfies HomeNavigationState });
    toast({ title: 'Preferences saved', description: 'Your trip preferences have been saved!' });
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="wizard-step-title" aria-describedby="wizard-step-count">
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
        <DialogTitle component="div" id="wizard-header" sx={{ pr: 7, pb: 1 }}>
          <Typography id="wizard-step-count" variant="overline" color="text.secondary" component="p">
            Step {step + 1} of {WIZARD_STEPS.length}
          </Typography>
          <Typography id="wizard-step-title" ref={titleRef} tabIndex={-1} variant="h5" component="h2" sx={{ outline: 'none' }}>
            {WIZARD_STEPS[step]}
          </Typography>
          <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
            <CloseIcon />
          </IconButton>
          <LinearProgress variant="determinate" value={((step + 1) / WIZARD_STEPS.length) * 100} aria-hidden sx={{ mt: 1.5, borderRadius: 1 }} />
        </DialogTitle>
        <DialogContent sx={{ pt: '16px !important', minHeight: { sm: 300 } }}>
          {step === 0 && (
            <DestinationField
              label="Destination"
              value={state.destination}
              onChange={(destination) => setState((current) => ({ ...current, destination, country: '' }))}
              onChoose={({ destination, country }) => setState((current) => ({ ...current, destination, country }))}
              inputRef={focusDestinationOnce}
            />
          )}
          {step === 1 && <WizardDatesStep state={state} onRange={setRange} onChange={setPreferences} />}
          {step === 2 && <WizardInterestsStep preferences={state.preferences} onChange={setPreferences} />}
          {step === 3 && <WizardSummaryStep state={state} />}
          {step === 3 && regeneration && <RegenerationNotice manualEdits={regeneration.manualEdits} />}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2, gap: 1, borderTop: 1, borderColor: 'divider' }}>
          <Button onClick={() => setStep((step - 1) as WizardStep)} disabled={step === 0}>
            Back
          </Button>
          <Box sx={{ flex: 1 }} />
          {step < LAST_STEP ? (
            <Button type="submit" variant="contained">
              Next
            </Button>
          ) : (
            <Button type="submit" variant="contained" color="secondary" startIcon={<AutoAwesomeIcon />} disabled={generating}>
              {generating ? 'Generating...' : 'Generate Trip'}
            </Button>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** What regenerating does to this trip: the same trip, a new plan, the traveller's edits replaced, and undo. */
function RegenerationNotice({ manualEdits }: { manualEdits: readonly string[] }) {
  return (
    <Alert severity={manualEdits.length > 0 ? 'warning' : 'info'} sx={{ mt: 3 }} aria-label="What Generate Trip changes">
      <Typography variant="body2" sx={{ fontWeight: 650 }}>
        Generate Trip plans this trip again: it keeps its link and its wallet, and you can undo it afterwards.
      </Typography>
      {manualEdits.length > 0 ? (
        <>
          <Typography variant="body2" sx={{ mt: 1 }}>
            The new plan replaces these changes you made to the itinerary:
          </Typography>
          <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
            {manualEdits.map((edit) => (
              <Typography component="li" variant="body2" key={edit}>
                {edit}
              </Typography>
            ))}
          </Box>
        </>
      ) : (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          You have not changed the itinerary by hand, so nothing of yours is replaced.
        </Typography>
      )}
    </Alert>
  );
}
