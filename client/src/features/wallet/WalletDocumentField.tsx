import { useId, useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useToast } from '../../components/toast';
import { DOCUMENT_ACCEPT, isTooLargeForWallet } from './wallet-form';

const TOO_LARGE = { title: 'File too large', description: 'Please upload a file smaller than 5MB.' };

interface WalletDocumentFieldProps {
  onChange: (file: File | null) => void;
  /** the stored document's name when editing an item that has one */
  currentFileName?: string | null;
}

/**
 * The document picker shown for type document: PDF, JPG or PNG up to 5 MB. A larger file is
 * refused at once with the toast of docs/product/traveller.md, section 5, and the input is cleared. The message is also shown
 * under the field, because an open dialog hides the toast region from screen readers.
 */
export function WalletDocumentField({ onChange, currentFileName }: WalletDocumentFieldProps) {
  const { toast } = useToast();
  const id = useId();
  const [tooLarge, setTooLarge] = useState(false);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    if (file && isTooLargeForWallet(file)) {
      toast({ ...TOO_LARGE, variant: 'destructive' });
      event.target.value = '';
      setTooLarge(true);
      onChange(null);
      return;
    }
    setTooLarge(false);
    onChange(file);
  };

  return (
    <Box>
      <FormLabel htmlFor={`${id}-input`} sx={{ display: 'block', mb: 1, fontWeight: 600, color: 'text.primary' }}>
        Document
      </FormLabel>
      <Box
        component="input"
        id={`${id}-input`}
        type="file"
        accept={DOCUMENT_ACCEPT}
        onChange={choose}
        aria-describedby={`${id}-help`}
        aria-invalid={tooLarge || undefined}
        sx={{
          display: 'block',
          width: '100%',
          font: 'inherit',
          fontSize: '0.9rem',
          color: 'text.secondary',
          p: 1,
          border: 1,
          borderColor: tooLarge ? 'error.main' : 'divider',
          borderRadius: '12px',
          '&::file-selector-button': {
            font: 'inherit',
            fontWeight: 650,
            mr: 1.5,
            px: 2,
            py: 0.75,
            border: 0,
            borderRadius: 999,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            cursor: 'pointer',
          },
        }}
      />
      <FormHelperText id={`${id}-help`} error={tooLarge} role={tooLarge ? 'alert' : undefined}>
        {tooLarge ? TOO_LARGE.description : 'PDF, JPG or PNG, up to 5 MB.'}
        {currentFileName && !tooLarge && ` Current file: ${currentFileName}. Choose another to replace it.`}
      </FormHelperText>
    </Box>
  );
}
