import type { ReactNode } from 'react';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { hotelConfigQuery } from '../api/console-queries.ts';
import { LanguageSelect } from '../language-select.tsx';

/** The frame of the signed-out screens: the hotel's logo and name, a title, the form. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const config = useQuery(hotelConfigQuery);
  const company = config.data?.company;
  const hotelName = company ? company.hotel.nomeFantasia || company.name : '';
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 } }} elevation={2}>
        <Stack spacing={3}>
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            {company ? (
              <Box
                component="img"
                src={company.theme.logo.internal}
                alt={hotelName}
                sx={{ height: 48, maxWidth: 180 }}
              />
            ) : (
              <span />
            )}
            <LanguageSelect />
          </Stack>
          <Typography variant="h1">{title}</Typography>
          {children}
        </Stack>
      </Paper>
    </Box>
  );
}
