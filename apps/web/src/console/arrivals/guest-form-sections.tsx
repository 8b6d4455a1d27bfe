import { Box, Paper, Typography } from '@mui/material';
import type { TArrivalForm } from '@hospedar/contracts/console/arrivals';

/** The guest's form, read-only, section by section, as the FNRH document writes it (decision 215). */
export function GuestFormSections({ sections }: { sections: TArrivalForm['sections'] }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      {sections.map((section, index) => {
        const titleId = `form-section-${index}`;
        return (
          <Paper key={section.title} component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
            <Typography variant="h3" id={titleId} sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}>
              {section.title}
            </Typography>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: 'minmax(8rem, 40%) 1fr',
                columnGap: 2,
                rowGap: 0.75,
              }}
            >
              {section.rows.map((row, rowIndex) => (
                <Box key={`${row.label}-${rowIndex}`} sx={{ display: 'contents' }}>
                  <Typography component="dt" color="text.secondary" variant="body2">
                    {row.label}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                    {row.value}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Paper>
        );
      })}
    </Box>
  );
}
