import { DEFAULT_THEME_COLOURS, HexColour, THEME_COLOUR_NAMES, type ThemeColourName } from '@app/core';
import { Col, Form, InputGroup, Row } from 'react-bootstrap';
import { Field } from './fields';
import type { SectionProps } from './section-props';

const LABELS: Record<ThemeColourName, string> = {
  primary: 'Primary',
  secondary: 'Secondary',
  success: 'Success',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  unread_messages: 'Unread messages',
};

/**
 * SPEC §9's colours of this site: the app, the landers, the installed app and the mails wear them.
 * Text on them and shades of them are worked out so they stay readable whatever is picked.
 */
export function ThemeColoursSection({ draft, update, errors }: SectionProps) {
  return (
    <>
      <p className="text-body-secondary small">
        Six-digit colours such as #d50918. Text on a colour turns white or black, whichever reads; a colour used as text is
        darkened where it would not read on white.
      </p>
      <Row>
        {THEME_COLOUR_NAMES.map((name) => {
          const id = `site-colour-${name}`;
          const value = draft.config.theme_colours[name];
          const error = errors[`config.theme_colours.${name}`];
          const set = (colour: string) => update((d) => (d.config.theme_colours[name] = colour));
          return (
            <Col md={6} key={name}>
              <Field id={id} label={LABELS[name]} error={error} hint={`SPEC default ${DEFAULT_THEME_COLOURS[name]}`}>
                <InputGroup hasValidation>
                  <Form.Control
                    type="color"
                    id={`${id}-picker`}
                    className="form-control-color flex-grow-0"
                    aria-label={`${LABELS[name]}: pick`}
                    // The picker needs a colour; while the typed text is none, it shows the default.
                    value={HexColour.safeParse(value).success ? value.toLowerCase() : DEFAULT_THEME_COLOURS[name]}
                    onChange={(event) => set(event.target.value)}
                  />
                  <Form.Control
                    type="text"
                    value={value}
                    isInvalid={!!error}
                    aria-describedby={error ? `${id}-error` : undefined}
                    onChange={(event) => set(event.target.value.trim())}
                    data-testid={id}
                  />
                </InputGroup>
              </Field>
            </Col>
          );
        })}
      </Row>
    </>
  );
}
