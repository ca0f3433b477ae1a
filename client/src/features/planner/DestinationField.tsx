import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import Box from '@mui/material/Box';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import SearchIcon from '@mui/icons-material/SearchRounded';
import { FieldLabel } from './FieldLabel';
import { DESTINATION_MAX_LENGTH } from '@odyssey/domain';
import { useDestinationSuggestions, type DestinationSuggestion } from './useDestinationSuggestions';

interface DestinationFieldProps {
  value: string;
  onChange: (text: string) => void;
  /** a suggestion was chosen: fill destination and country, then move on */
  onChoose: (suggestion: DestinationSuggestion) => void;
  inputRef?: Ref<HTMLInputElement>;
  /** the question above the input; the wizard asks its own */
  label?: string;
}

/** What a suggestion that cannot be planned now says, beside its name. */
export const NOT_PLANNABLE_LABEL = "Can't plan yet";

/**
 * 'Where to?': free text with a suggestion list (ARIA combobox). Arrows move through the
 * list, Enter chooses, Escape or a click outside closes it. A place that cannot be planned
 * now (no model, and not in the guide) is listed, marked and greyed, but cannot be chosen:
 * arrows pass over it.
 */
export function DestinationField({ value, onChange, onChoose, inputRef, label = 'Where to?' }: DestinationFieldProps) {
  const id = useId();
  const listboxId = `${id}-listbox`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const state = useDestinationSuggestions(value);
  const suggestions = state.status === 'list' ? state.suggestions : [];
  const expanded = open && state.status !== 'hidden';
  const optionId = (index: number) => `${id}-option-${index}`;
  const choosable = suggestions.flatMap((suggestion, index) => (suggestion.plannable ? [index] : []));

  const choose = (suggestion: DestinationSuggestion) => {
    setOpen(false);
    setActive(-1);
    onChoose(suggestion);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (state.status === 'hidden') return;
      event.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      if (choosable.length === 0) return;
      const at = choosable.indexOf(active);
      const last = choosable.length - 1;
      if (event.key === 'ArrowDown') setActive(choosable[at === -1 || at >= last ? 0 : at + 1]);
      else setActive(choosable[at <= 0 ? last : at - 1]);
    } else if (event.key === 'Enter') {
      if (expanded && active >= 0 && suggestions[active]?.plannable) {
        event.preventDefault();
        choose(suggestions[active]);
      } else setOpen(false);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        event.stopPropagation();
      }
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <Box sx={{ position: 'relative' }}>
        <FieldLabel htmlFor={`${id}-input`}>{label}</FieldLabel>
        <OutlinedInput
          id={`${id}-input`}
          inputRef={inputRef}
          fullWidth
          value={value}
          placeholder="Search destinations"
          autoComplete="off"
          onChange={(event) => {
            onChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          startAdornment={
            <InputAdornment position="start">
              <SearchIcon aria-hidden />
            </InputAdornment>
          }
          inputProps={{
            maxLength: DESTINATION_MAX_LENGTH,
            role: 'combobox',
            'aria-autocomplete': 'list',
            'aria-expanded': expanded,
            'aria-controls': listboxId,
            'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
          }}
          sx={{ bgcolor: 'background.paper' }}
        />
        {expanded && (
          <Paper
            elevation={8}
            sx={{ position: 'absolute', zIndex: 'modal', left: 0, right: 0, top: '100%', mt: 0.75, py: 0.75, overflow: 'hidden', border: 1, borderColor: 'divider' }}
          >
            {state.status === 'list' ? null : (
              <Typography role="status" variant="body2" color="text.secondary" sx={{ px: 2, py: 1.25 }}>
                {state.status === 'loading' ? 'Loading suggestions...' : 'No destinations found'}
              </Typography>
            )}
            <Box component="ul" id={listboxId} role="listbox" aria-label="Destination suggestions" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {suggestions.map((suggestion, index) => (
                <Box
                  component="li"
                  key={`${suggestion.displayName}-${index}`}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  aria-disabled={suggestion.plannable ? undefined : true}
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseEnter={() => setActive(suggestion.plannable ? index : -1)}
                  onClick={() => suggestion.plannable && choose(suggestion)}
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1.5,
                    px: 2,
                    py: 1.1,
                    cursor: suggestion.plannable ? 'pointer' : 'default',
                    color: suggestion.plannable ? undefined : 'text.secondary',
                    bgcolor: index === active ? (theme) => theme.alpha(theme.palette.primary.main, 0.1) : undefined,
                  }}
                >
                  <PlaceIcon fontSize="small" color={suggestion.plannable ? 'primary' : 'disabled'} aria-hidden />
                  <Box sx={{ minWidth: 0, flex: 1 }}>
                    <Typography component="span" sx={{ display: 'block', fontWeight: 650, lineHeight: 1.3 }}>
                      {suggestion.destination}
                    </Typography>
                    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', lineHeight: 1.3 }}>
                      {suggestion.displayName}
                    </Typography>
                  </Box>
                  {!suggestion.plannable && (
                    <Typography component="span" variant="caption" sx={{ flexShrink: 0, px: 1, py: 0.25, borderRadius: 999, border: 1, borderColor: 'divider', fontWeight: 650, whiteSpace: 'nowrap' }}>
                      {NOT_PLANNABLE_LABEL}
                    </Typography>
                  )}
                </Box>
              ))}
            </Box>
          </Paper>
        )}
      </Box>
    </ClickAwayListener>
  );
}
