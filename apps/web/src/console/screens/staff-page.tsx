import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  CircularProgress,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { STAFF_ROLES, type TStaffMe, type TStaffRole } from '@hospedar/contracts/console/staff-auth';
import { ZInviteStaffRequest } from '@hospedar/contracts/console/staff-members';
import { useInviteStaff } from '../api/console-mutations.ts';
import { staffListQuery } from '../api/console-queries.ts';
import { apiFieldErrors, fieldErrorsOf, type TFieldErrors } from '../form-issues.ts';
import { useConsoleErrorText, useFieldText } from '../use-console-error.ts';
import { displayDateTime } from '../display-date.ts';
import { OwnersOnly } from './owners-only.tsx';
import { StaffActions, type TStaffNotice } from './staff-actions.tsx';
import { StaffChanges } from './staff-changes.tsx';

function StaffTable() {
  const { t } = useTranslation('console');
  const me = useOutletContext<TStaffMe>();
  const list = useQuery(staffListQuery);
  const errorText = useConsoleErrorText();
  const [notice, setNotice] = useState<TStaffNotice | null>(null);
  if (list.isPending) return <CircularProgress aria-label={t('loading')} />;
  if (list.isError) return <Alert severity="error">{errorText(list.error)}</Alert>;
  return (
    <Stack spacing={2}>
      {notice?.kind === 'success' && (
        <Alert severity="success" role="status" onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      {notice?.kind === 'error' && (
        <Alert severity="error" onClose={() => setNotice(null)}>
          {errorText(notice.error)}
        </Alert>
      )}
      <TableContainer component={Paper}>
        <Table aria-label={t('staff.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('staff.name')}</TableCell>
              <TableCell>{t('staff.email')}</TableCell>
              <TableCell>{t('staff.role')}</TableCell>
              <TableCell>{t('staff.status')}</TableCell>
              <TableCell>{t('staff.lastSignIn')}</TableCell>
              <TableCell>{t('staff.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.data.staff.map((member) => (
              <TableRow key={member.id}>
                <TableCell>{member.name}</TableCell>
                <TableCell>{member.email}</TableCell>
                <TableCell>{t(`roles.${member.role}`)}</TableCell>
                <TableCell>{t(`staff.statuses.${member.status}`)}</TableCell>
                <TableCell>
                  {member.lastSignInAt ? displayDateTime(member.lastSignInAt) : t('staff.never')}
                </TableCell>
                <TableCell>
                  <StaffActions member={member} isSelf={member.id === me.staff.id} onNotice={setNotice} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}

function InviteForm() {
  const { t } = useTranslation('console');
  const invite = useInviteStaff();
  const errorText = useConsoleErrorText();
  const fieldText = useFieldText();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<TStaffRole>('desk');
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZInviteStaffRequest.safeParse({ email, name, role });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    invite.mutate(parsed.data, {
      onSuccess: (member) => {
        setSentTo(member.email);
        setEmail('');
        setName('');
      },
      onError: (error) => setErrors(apiFieldErrors(error)),
    });
  };
  const isEmailInUse = errors.email === 'staff.emailInUse';

  return (
    <Paper sx={{ p: 3 }}>
      <Stack spacing={2} component="form" noValidate onSubmit={submit} aria-labelledby="invite-title">
        <Typography variant="h2" id="invite-title">
          {t('staff.invite')}
        </Typography>
        <Typography color="text.secondary">{t('staff.inviteIntro')}</Typography>
        {sentTo && (
          <Alert severity="success" role="status">
            {t('staff.invited', { email: sentTo })}
          </Alert>
        )}
        {invite.isError && !isEmailInUse && !errors.email && (
          <Alert severity="error">{errorText(invite.error)}</Alert>
        )}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextField
            label={t('staff.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={Boolean(errors.name)}
            helperText={fieldText(errors.name)}
            required
            fullWidth
          />
          <TextField
            label={t('staff.email')}
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={Boolean(errors.email)}
            helperText={isEmailInUse ? t('staff.emailInUse') : fieldText(errors.email)}
            required
            fullWidth
          />
          <TextField
            select
            label={t('staff.role')}
            value={role}
            onChange={(event) => setRole(event.target.value as TStaffRole)}
            sx={{ minWidth: 180 }}
          >
            {STAFF_ROLES.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`roles.${value}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <div>
          <Button type="submit" variant="contained" disabled={invite.isPending}>
            {t('staff.inviteSubmit')}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}

/** Staff (owner): the hotel's members with what the owner may change, the invitation form, the changes. */
export function StaffPage() {
  const { t } = useTranslation('console');
  return (
    <OwnersOnly title={t('staff.title')}>
      <StaffTable />
      <InviteForm />
      <StaffChanges />
    </OwnersOnly>
  );
}
