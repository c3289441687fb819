import { Type, type Static } from 'typebox';

// One schema per shape, written once: it validates the admin's PUT, types the handlers and
// documents both in OpenAPI. Stored documents hold every text in both languages; the public
// GET answers in the language asked for.

function localized(maxLength: number) {
  const text = Type.String({ maxLength });
  return Type.Object({ 'nb-NO': text, 'en-US': text }, { additionalProperties: false });
}

/** A link or image: our own path or an http(s) URL, never another scheme. */
function safeUrl(description: string) {
  return Type.Union([
    Type.String({ maxLength: 2000, pattern: '^(https?://[^\\s]+|/[^\\s]*)$', description }),
    Type.Null(),
  ]);
}

const ItemId = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' });

export const NotificationType = Type.Union(
  [Type.Literal('info'), Type.Literal('warning'), Type.Literal('error'), Type.Literal('success')],
  { description: 'How the banner looks' },
);

/** The desk notification of one app variant, as stored. */
export const StoredDeskNotification = Type.Object(
  {
    show: Type.Boolean({ description: "Show this app's own notification" }),
    type: NotificationType,
    text: localized(1000),
    override: Type.Boolean({
      description: "When shown, this app's text replaces the global notification",
    }),
  },
  { additionalProperties: false },
);

/** The notification every app variant shows, unless one overrides it (checklist A75). */
export const StoredGlobalDeskNotification = Type.Object(
  { show: Type.Boolean(), type: NotificationType, text: localized(1000) },
  { additionalProperties: false },
);

export const StoredNewsItem = Type.Object(
  {
    id: ItemId,
    active: Type.Boolean(),
    headline: localized(200),
    leadText: localized(1000),
    bodyText: localized(10_000),
    image: safeUrl('Image shown with the item'),
    link: safeUrl('Where "linkText" leads'),
    linkText: localized(200),
    loginRequired: Type.Boolean({ description: 'Shown to signed-in users only' }),
    showOnce: Type.Boolean({ description: 'Not shown again once the user has seen it' }),
  },
  { additionalProperties: false },
);

export const StoredHowtoCard = Type.Object(
  {
    id: ItemId,
    title: localized(200),
    body: localized(4000),
    image: safeUrl('Illustration'),
  },
  { additionalProperties: false },
);

/** Everything an administrator sets for one app variant, in both languages. */
export const StoredAppConfig = Type.Object(
  {
    deskNotification: StoredDeskNotification,
    news: Type.Array(StoredNewsItem, { maxItems: 50 }),
    howtoCards: Type.Array(StoredHowtoCard, { maxItems: 50 }),
  },
  { additionalProperties: false },
);

export type StoredAppConfig = Static<typeof StoredAppConfig>;
export type StoredGlobalDeskNotification = Static<typeof StoredGlobalDeskNotification>;

const Text = Type.String();

/**
 * The app configuration in one language (spec 01 §3), as the web app preloads it. The
 * handler returns `AppConfiguration` of `@havkart/domain`, so the compiler keeps the two alike.
 */
export const AppConfiguration = Type.Object({
  app: Type.String({ description: 'App variant name' }),
  language: Type.Union([Type.Literal('nb-NO'), Type.Literal('en-US')]),
  deskNotification: Type.Object({
    show: Type.Boolean(),
    type: NotificationType,
    text: Text,
    override: Type.Boolean(),
    global: Type.Object({ show: Type.Boolean(), type: NotificationType, text: Text }),
  }),
  news: Type.Array(
    Type.Object({
      id: Type.String(),
      active: Type.Boolean(),
      headline: Text,
      leadText: Text,
      bodyText: Text,
      image: Type.Union([Text, Type.Null()]),
      link: Type.Union([Text, Type.Null()]),
      linkText: Text,
      loginRequired: Type.Boolean(),
      showOnce: Type.Boolean(),
    }),
  ),
  howtoCards: Type.Array(
    Type.Object({
      id: Type.String(),
      title: Text,
      body: Text,
      image: Type.Union([Text, Type.Null()]),
    }),
  ),
  placeSearchSource: Type.Optional(
    Type.Union([Type.Literal('stedsnavn'), Type.Literal('geonames')], {
      description: 'Place search: Kartverket through the proxy, or the GeoNames index',
    }),
  ),
  embedOrigins: Type.Optional(
    Type.Array(Type.String(), {
      description: 'Origins allowed to embed the map in a frame (EMBED_ORIGINS)',
    }),
  ),
  updatedAt: Type.String({ format: 'date-time' }),
});

/** What the admin endpoints answer: the stored document and when and by whom it changed. */
export const AdminAppConfig = Type.Object({
  app: Type.String(),
  config: StoredAppConfig,
  updatedAt: Type.String({ format: 'date-time' }),
  updatedBy: Type.Union([Type.String(), Type.Null()]),
});

export const AdminGlobalDeskNotification = Type.Object({
  deskNotification: StoredGlobalDeskNotification,
  updatedAt: Type.String({ format: 'date-time' }),
  updatedBy: Type.Union([Type.String(), Type.Null()]),
});
