# Odyssey in one image: the built server and web client. See docker-compose.yml.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY server/package.json server/
COPY client/package.json client/
# the shared package is built by the install (postinstall), so its sources come first
COPY packages packages
# `npm install` installs the lockfile's versions; `npm ci` refuses this lock (see .ci/run).
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production DATA_DIR=/data PORT=4000
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/server/package.json server/
COPY --from=build /app/packages/domain/package.json packages/domain/
COPY --from=build /app/packages/domain/dist packages/domain/dist
# the server's own versions where they differ from the root's (ajv 8, zod 3)
COPY --from=build /app/server/node_modules server/node_modules
COPY --from=build /app/server/dist server/dist
# the guide's destinations (SERVER_DATA_DIR in server/src/modules/guide/guide-files.ts)
COPY --from=build /app/server/data server/data
COPY --from=build /app/client/dist client/dist
VOLUME /data
EXPOSE 4000
USER node
# the same flags as scripts/node-flags.ts
CMD ["node", "--max-semi-space-size=8", "server/dist/main.js"]
