/* CCannedServer: the C baseline of scripts/load. libmicrohttpd with its defaults (automatic polling, which is
 * epoll on Linux; the default per-connection memory, timeouts and limits) and the thread count asked for. It reads
 * every request body (the bytes are consumed as libmicrohttpd hands them over, not parsed) and answers every
 * request with the same response bytes, read once from a file at start, as application/json. No routing, no
 * parsing, no layout: the per-request cost of libmicrohttpd and the kernel alone, which is what layoutd's CPU per
 * request is compared with.
 *
 *   cc -O2 -o canned Benchmarks/CCannedServer/canned.c $(pkg-config --cflags --libs libmicrohttpd)
 *   canned --response <file> [--host 127.0.0.1] [--port 0] [--threads N]
 *
 * Prints "CCannedServer listening on <host>:<port> with <n> threads" to standard error, serves until SIGINT or
 * SIGTERM, then stops and exits 0. It is not part of the Swift package (scripts/load compiles it). */
#include <arpa/inet.h>
#include <microhttpd.h>
#include <netinet/in.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>

static struct MHD_Response *canned;
static int marker; /* con_cls of a request whose headers have been seen */

static enum MHD_Result answer(void *cls, struct MHD_Connection *connection, const char *url, const char *method,
                              const char *version, const char *upload_data, size_t *upload_data_size,
                              void **con_cls) {
  (void)cls, (void)url, (void)method, (void)version, (void)upload_data;
  if (*con_cls == NULL) { /* the headers are in */
    *con_cls = &marker;
    return MHD_YES;
  }
  if (*upload_data_size != 0) { /* a piece of body: read it */
    *upload_data_size = 0;
    return MHD_YES;
  }
  return MHD_queue_response(connection, MHD_HTTP_OK, canned);
}

static void fail(const char *message) {
  fprintf(stderr, "CCannedServer: %s\n", message);
  exit(64);
}

static char *read_file(const char *path, size_t *size) {
  FILE *file = fopen(path, "rb");
  if (file == NULL) return NULL;
  char *bytes = NULL;
  size_t used = 0, capacity = 0, n;
  do {
    if (used == capacity) {
      capacity = capacity ? 2 * capacity : 1 << 16;
      bytes = realloc(bytes, capacity);
      if (bytes == NULL) fail("out of memory");
    }
    n = fread(bytes + used, 1, capacity - used, file);
    used += n;
  } while (n > 0);
  fclose(file);
  *size = used;
  return bytes;
}

int main(int argc, char **argv) {
  const char *host = "127.0.0.1", *response_path = NULL;
  int port = 0, threads = 1;
  for (int i = 1; i < argc; i += 2) {
    if (i + 1 >= argc) fail("every option needs a value");
    if (strcmp(argv[i], "--response") == 0) response_path = argv[i + 1];
    else if (strcmp(argv[i], "--host") == 0) host = argv[i + 1];
    else if (strcmp(argv[i], "--port") == 0) port = atoi(argv[i + 1]);
    else if (strcmp(argv[i], "--threads") == 0) threads = atoi(argv[i + 1]);
    else fail("unknown option");
  }
  size_t size = 0;
  char *bytes = response_path ? read_file(response_path, &size) : NULL;
  if (bytes == NULL) fail("--response <file> is required and readable");
  canned = MHD_create_response_from_buffer(size, bytes, MHD_RESPMEM_PERSISTENT);
  if (canned == NULL || MHD_add_response_header(canned, "Content-Type", "application/json") != MHD_YES)
    fail("cannot create the response");

  sigset_t signals;
  sigemptyset(&signals);
  sigaddset(&signals, SIGINT);
  sigaddset(&signals, SIGTERM);
  pthread_sigmask(SIG_BLOCK, &signals, NULL);
  signal(SIGPIPE, SIG_IGN);

  struct sockaddr_in address;
  memset(&address, 0, sizeof address);
  address.sin_family = AF_INET;
  address.sin_port = htons((uint16_t)port);
  if (inet_pton(AF_INET, host, &address.sin_addr) != 1) fail("--host must be an IPv4 address");
  struct MHD_Daemon *daemon = MHD_start_daemon(
      MHD_USE_AUTO_INTERNAL_THREAD | MHD_USE_ERROR_LOG, (uint16_t)port, NULL, NULL, answer, NULL,
      MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&address, MHD_OPTION_THREAD_POOL_SIZE,
      (unsigned int)(threads > 1 ? threads : 0), MHD_OPTION_END);
  if (daemon == NULL) fail("cannot start");
  const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
  fprintf(stderr, "CCannedServer listening on %s:%d with %d threads\n", host, info ? (int)info->port : port,
          threads);
  int received = 0;
  sigwait(&signals, &received);
  MHD_stop_daemon(daemon);
  MHD_destroy_response(canned);
  free(bytes);
  return 0;
}
