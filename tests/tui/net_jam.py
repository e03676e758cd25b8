#!/usr/bin/env python3
# net_jam.py FOLDER JAM SILENT: a stranger's sockets that jam a listing, in
# FOLDER (the stranger's tabletop-net-<uid> folder): JAM sockets named
# jamN.sock listening with backlog 0, their backlog filled by connections
# nobody accepts, and SILENT sockets named silentN.sock whose connections
# are accepted and never answered. Prints "ready" when all are set, then
# holds them until killed (used by test_net_jammed.sh, run as the stranger).
import os
import select
import socket
import sys

folder, jams, silents = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
held = []


def listen(name, backlog):
    path = os.path.join(folder, name + ".sock")
    s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    s.bind(path)
    os.chmod(path, 0o777)
    s.listen(backlog)
    return s, path


for i in range(jams):
    s, path = listen("jam%d" % i, 0)
    held.append(s)
    for _ in range(16):  # until the backlog is full
        c = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        c.setblocking(False)
        try:
            c.connect(path)
        except BlockingIOError:
            c.close()
            break
        held.append(c)
    else:
        sys.exit("the backlog of %s never filled" % path)

listening = [listen("silent%d" % i, 64)[0] for i in range(silents)]
print("ready", flush=True)
while True:
    ready, _, _ = select.select(listening, [], [])
    for s in ready:
        conn, _ = s.accept()
        held.append(conn)  # accepted, never answered
