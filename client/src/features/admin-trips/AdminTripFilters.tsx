import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';

export interface AdminTripFilterValues {
  featured: 'all' | 'featured' | 'non-featured';
  popular: 'all' | 'popular' | 'non-popular';
  user: 'all' | 'none' | 'with';
}

export const ALL_TRIPS: AdminTripFilterValues = { featured: 'all', popular: 'all', user: 'all' };

const FILTERS = [
  { name: 'featured', label: 'Featured', options: [['all', 'All Trips'], ['featured', 'Featured Only'], ['non-featured', 'Non-Featured Only']] },
  { name: 'popular', label: 'Popular', options: [['all', 'All Trips'], ['popular', 'Popular Only'], ['non-popular', 'Non-Popular Only']] },
  { name: 'user', label: 'User', options: [['all', 'All Trips'], ['none', 'No User (Temporary)'], ['with', 'With User (Saved)']] },
] as const;

/** The three filter selects and Reset Filters. */
export function AdminTripFilters({ value, onChange }: { value: AdminTripFilterValues; onChange: (next: AdminTripFilterValues) => void }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr)) auto' }, alignItems: 'center', mb: 3 }}>
      {FILTERS.map((filter) => (
        <FormControl key={filter.name} size="small" fullWidth>
          <InputLabel id={`trip-filter-${filter.name}`}>{filter.label}</InputLabel>
          <Select
            labelId={`trip-filter-${filter.name}`}
            label={filter.label}
            value={value[filter.name]}
            onChange={(event) => onChange({ ...value, [filter.name]: event.target.value })}
          >
            {filter.options.map(([option, text]) => (
              <MenuItem key={option} value={option}>
                {text}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      ))}
      <Button variant="outlined" onClick={() => onChange(ALL_TRIPS)}>
        Reset Filters
      </Button>
    </Box>
  );
}
